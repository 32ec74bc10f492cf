import { expect, fixture, html } from '@open-wc/testing';
import fc from 'fast-check';
import { cardCode, games, type GameName } from '../../src/engine/index.js';
import '../../src/index.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';
import { cardsOf, notInWebKit, pointer, recordEvents, slotOf, tap, warningsDuring } from './helpers.js';

const TAGS: Record<GameName, string> = {
  klondike: 'klondike-solitaire',
  canfield: 'canfield-solitaire',
  clock: 'clock-solitaire',
  sun: 'sun-solitaire',
};

const make = (tag: string, attrs = '') => fixture<SolitaireElement>(`<${tag} ${attrs}></${tag}>` as unknown as ReturnType<typeof html>);

/** Asserts that the DOM shows exactly the cards of the element's state, none lost or doubled. */
function expectDomMatchesState(el: SolitaireElement) {
  const state = el.state;
  let total = 0;
  for (const [pile, cards] of Object.entries(state.piles)) {
    const shown = cardsOf(el, pile);
    expect(shown.length, pile).to.equal(cards.length);
    cards.forEach((card, i) => expect(shown[i].classList.contains('down'), `${pile}[${i}]`).to.equal(!card.faceUp));
    total += cards.length;
  }
  const all = el.shadowRoot!.querySelectorAll<HTMLElement>('.card');
  expect(all.length).to.equal(total);
  expect(new Set([...all].map((c) => c.id)).size).to.equal(total);
  const codes = Object.values(state.piles).flat().map(cardCode);
  expect(codes.length).to.equal(state.game === 'sun' ? 104 : 52);
}

describe('reliability: bad input', () => {
  before(notInWebKit);
  const badValues: Record<string, string[]> = {
    seed: ['abc', '-1', '1.5', '4294967296', '', '0x10'],
    draw: ['0', '2', 'three', ''],
    passes: ['0', '-1', '1.5', 'lots'],
    redeal: ['mix', ''],
    scoring: ['golf', ''],
    'auto-foundation': ['sometimes'],
    theme: ['sepia'],
    'card-back': ['plaid'],
  };

  for (const [attribute, values] of Object.entries(badValues))
    it(`${attribute}: every bad value warns once, names the value, and falls back`, async () => {
      for (const value of values) {
        let el!: SolitaireElement;
        const warnings = await warningsDuring(async () => {
          el = await make('klondike-solitaire', `${attribute}="${value}"`);
          el.play({ from: 'stock', to: 'waste' });
          el.requestUpdate();
          await el.updateComplete;
        });
        const about = warnings.filter((w) => w.includes(`${attribute}="${value}"`));
        expect(about, `${attribute}="${value}"`).to.have.length(1);
        expect(el.status).to.equal('playing');
        expectDomMatchesState(el);
      }
    });

  it('play() with garbage returns false and fires solitaire-invalid, for every game', async () => {
    const garbage: unknown[] = [
      null,
      undefined,
      {},
      'stock',
      42,
      [],
      { from: 'tableau-1' },
      { from: 'a', to: 'b' },
      { action: 'fly' },
      { from: 'stock', to: 'waste', count: 1e9 },
      { from: 'waste', to: 'tableau-1', count: -1 },
      { from: '__proto__', to: 'constructor' },
    ];
    for (const tag of Object.values(TAGS)) {
      const el = await make(tag, 'seed="3"');
      const before = el.state;
      let invalid = 0;
      el.addEventListener('solitaire-invalid', () => invalid++);
      for (const move of garbage) expect(el.play(move as never), `${tag} ${JSON.stringify(move)}`).to.equal(false);
      expect(invalid).to.equal(garbage.length);
      expect(el.state).to.equal(before);
    }
  });
});

describe('reliability: many games, coming and going', () => {
  before(notInWebKit);
  it('three of each game on one page are independent', async () => {
    const els: SolitaireElement[] = [];
    for (const tag of Object.values(TAGS)) for (let i = 0; i < 3; i++) els.push(await make(tag, `seed="${i + 1}"`));
    const states = els.map((el) => el.state);
    const first = els[0];
    first.play(first.hint()!);
    expect(first.state).to.not.equal(states[0]);
    els.slice(1).forEach((el, i) => expect(el.state).to.equal(states[i + 1]));
  });

  it('adding and removing a game 100 times leaves no timer or observer behind', async () => {
    const active = { intervals: new Set<number>(), timeouts: new Set<number>(), observers: 0 };
    const saved = {
      setInterval,
      clearInterval,
      setTimeout,
      clearTimeout,
      observe: MutationObserver.prototype.observe,
      disconnect: MutationObserver.prototype.disconnect,
    };
    window.setInterval = ((fn: () => void, ms?: number) => {
      const id = saved.setInterval.call(window, fn, ms) as unknown as number;
      active.intervals.add(id);
      return id;
    }) as typeof setInterval;
    window.clearInterval = ((id?: number) => {
      active.intervals.delete(id!);
      saved.clearInterval.call(window, id);
    }) as typeof clearInterval;
    window.setTimeout = ((fn: () => void, ms?: number) => {
      const id = saved.setTimeout.call(
        window,
        () => {
          active.timeouts.delete(id);
          fn();
        },
        ms,
      ) as unknown as number;
      active.timeouts.add(id);
      return id;
    }) as typeof setTimeout;
    window.clearTimeout = ((id?: number) => {
      active.timeouts.delete(id!);
      saved.clearTimeout.call(window, id);
    }) as typeof clearTimeout;
    MutationObserver.prototype.observe = function (this: MutationObserver, ...args: Parameters<MutationObserver['observe']>) {
      active.observers++;
      return saved.observe.apply(this, args);
    };
    MutationObserver.prototype.disconnect = function (this: MutationObserver) {
      active.observers--;
      return saved.disconnect.apply(this);
    };
    try {
      for (let i = 0; i < 100; i++) {
        const tag = Object.values(TAGS)[i % 4];
        const el = document.createElement(tag) as SolitaireElement;
        el.setAttribute('seed', String(i));
        if (tag === 'clock-solitaire') el.setAttribute('autoplay', '');
        document.body.append(el);
        await el.updateComplete;
        el.play(el.hint()!); // starts the clock
        el.play({ from: 'nowhere', to: 'anywhere' }); // shows a message for a while
        el.hint(); // highlights for a while
        await el.updateComplete;
        el.remove();
      }
      expect(active.intervals.size, 'intervals').to.equal(0);
      expect(active.timeouts.size, 'timeouts').to.equal(0);
      expect(active.observers, 'observers').to.equal(0);
    } finally {
      Object.assign(window, {
        setInterval: saved.setInterval,
        clearInterval: saved.clearInterval,
        setTimeout: saved.setTimeout,
        clearTimeout: saved.clearTimeout,
      });
      MutationObserver.prototype.observe = saved.observe;
      MutationObserver.prototype.disconnect = saved.disconnect;
    }
  });
});

describe('reliability: random play through the DOM (model-based, fast-check)', () => {
  before(notInWebKit);
  type Command =
    | { kind: 'tap'; pile: number; card: number }
    | { kind: 'drag'; pile: number; card: number; x: number; y: number }
    | { kind: 'key'; key: string }
    | { kind: 'undo' }
    | { kind: 'redo' }
    | { kind: 'new'; seed: number }
    | { kind: 'attribute'; name: string; value: string };

  const commandArb: fc.Arbitrary<Command> = fc.oneof(
    { weight: 5, arbitrary: fc.record({ kind: fc.constant('tap' as const), pile: fc.nat(40), card: fc.nat(30) }) },
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('drag' as const),
        pile: fc.nat(40),
        card: fc.nat(30),
        x: fc.double({ min: 0, max: 1, noNaN: true }),
        y: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
    },
    fc.record({ kind: fc.constant('key' as const), key: fc.constantFrom('ArrowLeft', 'Enter', ' ', 'Escape', 'u', 'z', 'h', 'd', 'Tab') }),
    fc.record({ kind: fc.constant('undo' as const) }),
    fc.record({ kind: fc.constant('redo' as const) }),
    fc.record({ kind: fc.constant('new' as const), seed: fc.nat() }),
    fc.record({
      kind: fc.constant('attribute' as const),
      name: fc.constantFrom('draw', 'auto-foundation', 'theme', 'four-color'),
      value: fc.constantFrom('1', '3', 'all', 'off', 'dark', 'junk', ''),
    }),
  );

  async function run(el: SolitaireElement, command: Command) {
    const piles = Object.keys(el.state.piles);
    const table = el.shadowRoot!.querySelector('[part="table"]')!.getBoundingClientRect();
    switch (command.kind) {
      case 'tap':
      case 'drag': {
        const pile = piles[command.pile % piles.length];
        const cards = cardsOf(el, pile);
        const target = cards.length ? cards[command.card % cards.length] : slotOf(el, pile);
        if (!target) return;
        if (command.kind === 'tap') tap(target, 'touch');
        else {
          const r = target.getBoundingClientRect();
          pointer(target, 'pointerdown', r.left + 4, r.top + 4);
          pointer(target, 'pointermove', r.left + 20, r.top + 20);
          pointer(target, 'pointerup', table.left + command.x * table.width, table.top + command.y * table.height);
        }
        break;
      }
      case 'key':
        el.shadowRoot!.querySelector('[part="table"]')!.dispatchEvent(
          new KeyboardEvent('keydown', { key: command.key, bubbles: true, composed: true }),
        );
        break;
      case 'undo':
        el.undo();
        break;
      case 'redo':
        el.redo();
        break;
      case 'new':
        el.newGame(command.seed);
        break;
      case 'attribute':
        el.setAttribute(command.name, command.value);
        break;
    }
    await el.updateComplete;
  }

  for (const [game, tag] of Object.entries(TAGS))
    it(`${game}: after every step the DOM shows exactly the engine's state`, async () => {
      await warningsDuring(() =>
        fc.assert(
          fc.asyncProperty(fc.nat(), fc.array(commandArb, { minLength: 5, maxLength: 25 }), async (seed, commands) => {
            const el = await make(tag, `seed="${seed}"`);
            for (const command of commands) {
              await run(el, command);
              expectDomMatchesState(el);
              expect(games[el.state.game]!.status(el.state)).to.equal(el.status);
            }
            el.remove();
          }),
          { numRuns: 12 },
        ),
      );
    });
});

describe('reliability: what counts as a move', () => {
  before(notInWebKit);
  const movesShown = (el: SolitaireElement) =>
    Number(/(\d+)/.exec(el.shadowRoot!.querySelector('[part="status"] span:nth-child(2)')!.textContent!)![1]);

  it('Klondike 12345: the deal waits for the player, then each automatic move counts as one', async () => {
    const el = await make('klondike-solitaire', 'seed="12345"');
    const events = recordEvents(el, ['solitaire-move']);
    expect(movesShown(el)).to.equal(0);
    expect(el.state.piles['foundation-1']).to.have.length(0);
    el.play({ from: 'stock', to: 'waste' });
    await el.updateComplete;
    const automatic = events.length - 1;
    expect(automatic, 'the waiting Ace went up after the draw').to.be.at.least(1);
    expect(movesShown(el)).to.equal(1 + automatic);
    expect(events.at(-1)!.detail.moveCount).to.equal(1 + automatic);
    // One Undo takes back one automatic move.
    el.undo();
    await el.updateComplete;
    expect(movesShown(el)).to.equal(automatic);
  });

  for (const tag of Object.values(TAGS))
    it(`${tag}: Moves on the status line is the moveCount of the last event, automatic moves included`, async () => {
      const el = await make(tag, 'seed="21"');
      const events = recordEvents(el, ['solitaire-move']);
      for (let i = 0; i < 12 && el.status === 'playing'; i++) {
        const move = el.hint();
        if (!move) break;
        el.play(move);
      }
      await el.updateComplete;
      expect(events.length, 'moves were made').to.be.greaterThan(0);
      expect(movesShown(el)).to.equal(events.at(-1)!.detail.moveCount);
      expect(movesShown(el)).to.equal(events.length);
    });
});
