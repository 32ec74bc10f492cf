import { expect, fixture, html } from '@open-wc/testing';
import { IllegalMoveError, canfield, clock, klondike, sun, type BaseState, type Game, type Move } from '../../src/engine/index.js';
import '../../src/index.js';
import { loadTranslations, resolveLanguage, translateRefusal } from '../../src/table/i18n.js';
import { canfieldStrings } from '../../src/table/strings/canfield.js';
import { clockStrings } from '../../src/table/strings/clock.js';
import { commonStrings } from '../../src/table/strings/common.js';
import { laterStrings } from '../../src/table/strings/later.js';
import { stockStrings } from '../../src/table/strings/stock.js';
import { sunStrings } from '../../src/table/strings/sun.js';
import { cardsOf, drag } from './helpers.js';

const newGameButton = (el: HTMLElement) => el.shadowRoot!.querySelector('[part="toolbar"] button')!.textContent!.trim();

describe('languages', () => {
  it('speaks English until another language, loaded on demand, arrives', async () => {
    const el = await fixture<HTMLElementTagNameMap['sun-solitaire']>(
      `<sun-solitaire seed="1" lang="da"></sun-solitaire>` as unknown as ReturnType<typeof html>,
    );
    await loadTranslations();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part="status"]')!.textContent).to.contain('Fase 1: buer');
  });

  it('speaks each shipped language, chosen by lang on the element', async () => {
    const expected: Record<string, string> = {
      en: 'New game',
      nb: 'Nytt spill',
      da: 'Nyt spil',
      is: 'Nýr leikur',
      ht: 'Nouvo jwèt',
    };
    for (const [lang, text] of Object.entries(expected)) {
      const el = await fixture<HTMLElementTagNameMap['klondike-solitaire']>(
        `<klondike-solitaire seed="1" lang="${lang}"></klondike-solitaire>` as unknown as ReturnType<typeof html>,
      );
      await loadTranslations();
      await el.updateComplete;
      expect(newGameButton(el), lang).to.equal(text);
    }
  });

  it('follows the nearest ancestor, live, and falls back to English', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      `<div lang="da"><clock-solitaire seed="1"></clock-solitaire></div>` as unknown as ReturnType<typeof html>,
    );
    const el = wrapper.querySelector('clock-solitaire')!;
    await loadTranslations();
    await el.updateComplete;
    expect(newGameButton(el)).to.equal('Nyt spil');
    expect(el.shadowRoot!.querySelector('[part="status"]')!.textContent).to.contain('Konger: 0 af 4');
    wrapper.setAttribute('lang', 'is');
    await new Promise((resolve) => setTimeout(resolve));
    await el.updateComplete;
    expect(newGameButton(el)).to.equal('Nýr leikur');
    el.setAttribute('lang', 'ht');
    await new Promise((resolve) => setTimeout(resolve));
    await el.updateComplete;
    expect(newGameButton(el)).to.equal('Nouvo jwèt');
    expect(resolveLanguage('fr')).to.equal('en');
    expect(resolveLanguage('nb-NO')).to.equal('nb');
    expect(resolveLanguage('no')).to.equal('nb');
  });

  it("takes the page's language from outside another component's shadow root it is drawn in", async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div lang="nb"><div></div></div>`);
    // A site's own component, whose shadow root holds a game and a box with a language of its own.
    const component = wrapper.firstElementChild!.attachShadow({ mode: 'open' });
    component.innerHTML =
      '<klondike-solitaire seed="1"></klondike-solitaire><p lang="da"><klondike-solitaire seed="2"></klondike-solitaire></p>';
    const [outer, inner] = component.querySelectorAll('klondike-solitaire');
    await loadTranslations();
    await Promise.all([outer.updateComplete, inner.updateComplete]);
    expect(newGameButton(outer), 'the language of the page around the component').to.equal('Nytt spill');
    expect(newGameButton(inner), 'the nearest language inside the component').to.equal('Nyt spil');
  });

  it('names cards in the language ("hjerter dame") and says refusals in it', async () => {
    const el = await fixture<HTMLElementTagNameMap['klondike-solitaire']>(
      `<klondike-solitaire seed="0" lang="nb" auto-foundation="off"></klondike-solitaire>` as unknown as ReturnType<typeof html>,
    );
    await loadTranslations();
    await el.updateComplete;
    const labels = [...el.shadowRoot!.querySelectorAll('.card:not(.down)')].map((c) => c.getAttribute('aria-label'));
    expect(labels).to.include('spar 5, Kolonne 1, kort 1 av 1');
    let reason = '';
    el.addEventListener('solitaire-invalid', (e) => (reason = e.detail.reason));
    drag(cardsOf(el, 'tableau-1')[0], cardsOf(el, 'tableau-2').at(-1)!);
    expect(reason).to.equal('En svart 5 må ligge på en rød 6');
    const queen = {
      code: 'nextOnFoundation',
      params: { rank: 12, suit: 'hearts' as const },
      reason: 'Next on this foundation: the Queen of hearts',
    };
    expect(translateRefusal(queen, 'nb')).to.equal('Neste på denne grunnbunken: hjerter dame');
    expect(translateRefusal(queen, 'is')).to.equal('Næst á þennan grunn: hjartadrottning');
    expect(translateRefusal(queen, 'en')).to.equal(queen.reason);
    expect(translateRefusal({ code: 'aceGoesToHour', params: { rank: 1, hour: 1 }, reason: "An Ace goes to 1 o'clock" }, 'ht')).to.equal(
      'As ale nan 1 è',
    );
  });

  it('has every interface string of every area in every language, and none that English lacks', async () => {
    // The strings that come later (panels, keyboard play) are translated with every game's.
    const areas = [
      { name: 'common', en: { ...commonStrings.en.ui, ...laterStrings }, load: commonStrings.load },
      ...Object.entries({ stock: stockStrings, canfield: canfieldStrings, clock: clockStrings, sun: sunStrings }).map(([name, area]) => ({
        name,
        en: area.en.ui,
        load: area.load,
      })),
    ];
    for (const { name, en, load } of areas) {
      const { default: translations } = await load();
      for (const [lang, { ui }] of Object.entries(translations))
        expect(Object.keys(ui).sort(), `${name}, ${lang}`).to.deep.equal(Object.keys(en).sort());
    }
  });

  it('has every refusal the engines give in every language', async () => {
    await loadTranslations();
    const games = [klondike, canfield, clock, sun] as Game<BaseState, object>[];
    const refusals = new Map<string, IllegalMoveError>();
    const note = (error: unknown) => refusals.set((error as IllegalMoveError).code, error as IllegalMoveError);
    for (const game of games)
      for (let seed = 1; seed <= 3; seed++) {
        let state = game.deal(seed);
        for (let step = 0; step < 150 && game.status(state) === 'playing'; step++) {
          const piles = step % 15 === 0 ? Object.keys(state.piles) : [];
          const tries: unknown[] = [null, 'x', {}, { action: 'advance' }, { from: 'nowhere', to: 'stock' }];
          for (const from of piles)
            for (const to of piles)
              for (const extra of [{}, { count: 2 }, { count: 0 }, { index: 0 }, { index: 1 }, { index: -1 }])
                tries.push({ from, to, ...extra });
          for (const move of tries)
            try {
              game.play(state, move as Move);
            } catch (error) {
              note(error);
            }
          const moves = game.moves(state);
          // Lean on the last listed move (Sun's advance) so that games reach their later phases.
          state = game.play(state, moves[step % 3 === 0 ? moves.length - 1 : (seed * 7 + step * 13) % moves.length]);
        }
        try {
          game.play(state, { action: 'advance' });
        } catch (error) {
          note(error);
        }
      }
    expect(refusals.size).to.be.greaterThan(40);
    const untranslated = [...refusals.values()]
      .filter((error) => ['nb', 'da', 'is', 'ht'].some((lang) => translateRefusal(error, lang) === error.reason))
      .map((error) => error.code);
    expect(untranslated).to.deep.equal([]);
  });
});
