// How cards move in Klondike: slides from where a card shows, springs back, shakes, the hop of
// a won game, and none of it under reduced motion.
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../src/index.js';
import { firstGreedyGame } from '../engine/positions.js';
import {
  cardsOf,
  drag,
  klondikeEl,
  klondikeWith,
  letGo,
  painted,
  pickUp,
  recordEvents,
  settled,
  setViewport,
  slidProperties,
  slotOf,
  tap,
  waitFor,
} from './helpers.js';

describe('<klondike-solitaire> motion', () => {
  before(() => setViewport({ width: 1000, height: 1100 }));

  /** The slides running on a card: its Web Animations of translate. */
  const slides = (card: HTMLElement) =>
    card.getAnimations().filter((a) => (a.effect as KeyframeEffect).getKeyframes().some((k) => 'translate' in k));
  const translateOf = (card: HTMLElement) => getComputedStyle(card).translate;
  /** Where a slide starts. */
  const startOf = (slide: Animation) => (slide.effect as KeyframeEffect).getKeyframes()[0].translate;

  it('a card moved by a click slides there from where it lay, above the others, in at most 250 ms; no other card moves', async () => {
    const el = await klondikeEl(0);
    const card = cardsOf(el, 'tableau-1')[0]; // 5S onto the 6D of column 3
    const from = translateOf(card);
    tap(card);
    await el.updateComplete;
    expect(slides(card)).to.have.length(1);
    const [slide] = slides(card);
    expect(startOf(slide)).to.equal(from);
    const duration = Number(slide.effect!.getComputedTiming().duration);
    expect(duration).to.be.within(100, 250);
    // It shows where it lay as the slide starts, and close to its place as it ends (below).
    slide.pause();
    slide.currentTime = 0;
    expect(translateOf(card)).to.equal(from);
    slide.currentTime = duration - 1;
    const end = parseFloat(translateOf(card));
    slide.play();
    const others = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.card')].filter((c) => c !== card);
    expect(others.filter((c) => slides(c).length)).to.have.length(0);
    // On its way it passes over the cards at rest, and settles at its own place in the stack.
    const zOf = (c: HTMLElement) => Number(getComputedStyle(c).zIndex);
    expect(zOf(card)).to.be.greaterThan(Math.max(...others.map(zOf)));
    await slide.finished;
    expect(zOf(card)).to.be.lessThan(20000);
    expect(translateOf(card)).to.not.equal(from);
    expect(Math.abs(end - parseFloat(translateOf(card)))).to.be.below(2);
    expect(slides(card)).to.have.length(0);
  });

  it('a drag picked up while a card slides is dropped on the piles as they lie once it has landed', async () => {
    const el = await klondikeEl(0);
    el.play({ from: 'tableau-1', to: 'tableau-3' }); // the 5S slides from column 1 to column 3
    await el.updateComplete;
    const five = cardsOf(el, 'tableau-3').at(-1)!;
    const [slide] = slides(five);
    // Held where it starts, over column 1, while a card is picked up...
    slide.pause();
    expect(five.getBoundingClientRect().left).to.be.below(slotOf(el, 'tableau-2').getBoundingClientRect().left);
    const card = cardsOf(el, 'tableau-7').at(-1)!;
    pickUp(card);
    slide.finish();
    // ...and let go between columns 1 and 2, where column 3 reached only while the 5S was on its way.
    const [one, two] = [slotOf(el, 'tableau-1'), slotOf(el, 'tableau-2')].map((slot) => slot.getBoundingClientRect());
    const events = recordEvents(el, ['solitaire-move', 'solitaire-invalid']);
    letGo(card, { x: (one.right + two.left) / 2, y: one.top + one.height / 2 });
    await el.updateComplete;
    expect(events).to.have.length(1);
    expect(['tableau-1', 'tableau-2']).to.include(events[0].detail.move.to);
  });

  it('a dropped card slides from where it was let go; a refused one slides back from there', async () => {
    const el = await klondikeEl(0);
    const card = cardsOf(el, 'tableau-1')[0];
    const home = translateOf(card);
    // Refused: 5S onto JD.
    drag(card, cardsOf(el, 'tableau-2').at(-1)!);
    await el.updateComplete;
    const [back] = slides(card);
    expect(startOf(back)).to.not.equal(home);
    await back.finished;
    expect(translateOf(card)).to.equal(home);
    // Made: 5S onto 6D, let go over the 6D: the slide starts there, not at column 1.
    drag(card, cardsOf(el, 'tableau-3').at(-1)!);
    await el.updateComplete;
    expect(el.state.piles['tableau-3']).to.have.length(4);
    const [landing] = slides(card);
    expect(startOf(landing)).to.not.equal(home);
    await landing.finished;
    expect(translateOf(card)).to.not.equal(startOf(landing));
  });

  it('a move made mid-slide takes the card on from where it shows; the state is never touched', async () => {
    const el = await klondikeEl(0);
    const before = el.state;
    const card = cardsOf(el, 'tableau-1')[0];
    const home = translateOf(card);
    tap(card);
    await el.updateComplete;
    // Halfway there (set, not waited for), the move is taken back.
    slides(card)[0].currentTime = 110;
    const halfway = translateOf(card);
    el.undo();
    await el.updateComplete;
    expect(el.state).to.deep.equal(before);
    // One slide, back home, from where the card showed.
    expect(slides(card)).to.have.length(1);
    expect(halfway).to.not.equal(home);
    expect(startOf(slides(card)[0])).to.equal(halfway);
    await slides(card)[0].finished;
    expect(translateOf(card)).to.equal(home);
  });

  it('a card still sliding goes on with its slide when the next move leaves it where it is going', async () => {
    const el = await klondikeEl(0);
    const card = cardsOf(el, 'tableau-1')[0];
    tap(card);
    await el.updateComplete;
    const [slide] = slides(card);
    slide.currentTime = 100;
    expect(el.play({ from: 'stock', to: 'waste' })).to.equal(true);
    await el.updateComplete;
    expect(slides(card)).to.deep.equal([slide]);
    expect(slide.currentTime).to.be.at.least(100);
    expect(slides(cardsOf(el, 'waste')[0])).to.have.length(1);
  });

  it('a card with two more square on it is not drawn; one sliding to such a place shows until it lands, one hidden at both ends does not slide', async () => {
    const el = await klondikeEl(0);
    const shown = (card: HTMLElement) => getComputedStyle(card).visibility === 'visible';
    // The stock: 24 cards in one place, of which the top two can show (the second when the top is lifted).
    expect(cardsOf(el, 'stock').map(shown)).to.deep.equal([...Array(22).fill(false), true, true]);
    // A column spreads its cards out: every one is drawn.
    expect(cardsOf(el, 'tableau-7').every(shown)).to.equal(true);
    for (let i = 0; i < 24; i++) el.play({ from: 'stock', to: 'waste' });
    await settled(el);
    expect(cardsOf(el, 'waste').map(shown)).to.deep.equal([...Array(22).fill(false), true, true]);
    // Turned over into the stock, the waste's top card comes to lie at the bottom: it slides there, shown.
    const top = cardsOf(el, 'waste').at(-1)!;
    expect(el.play({ from: 'waste', to: 'stock' })).to.equal(true);
    await el.updateComplete;
    expect(cardsOf(el, 'stock')[0]).to.equal(top);
    // Only the cards drawn before or after slide: the waste's top two, now the stock's bottom two, and
    // the stock's top two, which lay hidden under the waste's top; the other twenty go hidden.
    expect(cardsOf(el, 'stock').map((card) => slides(card).length)).to.deep.equal([1, 1, ...Array(20).fill(0), 1, 1]);
    const [slide] = slides(top);
    expect(shown(top)).to.equal(true);
    // Its slide changes only what the compositor can run alone.
    expect(Object.keys((slide.effect as KeyframeEffect).getKeyframes()[0])).to.not.include('visibility');
    await slide.finished;
    expect(shown(top)).to.equal(false);
  });

  it('each slide moves only what changed: a card put down from the hand comes down from its lift', async () => {
    const el = await klondikeEl(0, 'tap="select"');
    const card = cardsOf(el, 'tableau-1')[0]; // 5S, for the 6D of column 3
    tap(card);
    await waitFor(() => card.classList.contains('held'), 'picked up');
    await settled(el);
    tap(cardsOf(el, 'tableau-3').at(-1)!);
    await waitFor(() => el.state.piles['tableau-3'].length === 4, 'put down');
    await el.updateComplete;
    const [putDown] = slides(card);
    expect((putDown.effect as KeyframeEffect).getKeyframes()[0].transform, 'from the lift').to.match(/^matrix/);
    expect(slidProperties(putDown)).to.have.members(['translate', 'transform']);
    // A card drawn from the stock slides by its place alone, and turns over.
    await settled(el);
    expect(el.play({ from: 'stock', to: 'waste' })).to.equal(true);
    await el.updateComplete;
    expect(slidProperties(slides(cardsOf(el, 'waste')[0])[0])).to.have.members(['translate', 'scale']);
  });

  it('a card tapped that can go nowhere shakes where it lies, and the game says why', async () => {
    const el = await klondikeEl(0);
    const before = el.state;
    const events = recordEvents(el, ['solitaire-invalid']);
    const stuck = ['tableau-1', 'tableau-2', 'tableau-3', 'tableau-4', 'tableau-5', 'tableau-6', 'tableau-7'].find(
      (pile) => !el.moves().some((m) => 'from' in m && m.from === pile),
    )!;
    const card = cardsOf(el, stuck).at(-1)!;
    tap(card);
    await el.updateComplete;
    expect(el.state).to.equal(before);
    expect(events).to.have.length(1);
    expect(events[0].detail.reason).to.match(/has nowhere to go$/);
    const [shake] = card.getAnimations();
    expect((shake.effect as KeyframeEffect).getKeyframes().map((k) => k.transform)).to.include('translateX(-5px)');
    expect(slides(card)).to.have.length(0);
  });

  it('once the last card is home, every card hops, pile after pile, after its slide', async () => {
    const game = firstGreedyGame('won');
    const el = await klondikeEl(game.seed);
    for (const move of game.moves.slice(0, -1)) el.play(move);
    await el.updateComplete;
    const hops = () => el.shadowRoot!.getAnimations().filter((a) => (a.effect as KeyframeEffect).getComputedTiming().iterations === 2);
    expect(hops()).to.have.length(0);
    el.play(game.moves.at(-1)!);
    await el.updateComplete;
    // Made once the winning move is shown, not in its frame.
    expect(hops()).to.have.length(0);
    const cards = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.card')];
    // The last card's slide, taken now: on a busy machine it may be over once the frame is shown.
    const slide = slides(cards.find((c) => slides(c).length)!)[0];
    await painted();
    const hopOf = (card: HTMLElement) => card.getAnimations().find((a) => a.effect!.getComputedTiming().iterations === 2)!;
    expect(cards.filter(hopOf)).to.have.length(52);
    // Added to where the card lies, so it never moves a card off its place.
    expect((hopOf(cards[0]).effect as KeyframeEffect).composite).to.equal('add');
    const delays = ['foundation-1', 'foundation-2', 'foundation-3', 'foundation-4'].map((pile) => {
      const pileDelays = new Set(cards.filter((c) => c.dataset.pile === pile).map((c) => hopOf(c).effect!.getTiming().delay));
      expect(pileDelays.size).to.equal(1);
      return [...pileDelays][0] as number;
    });
    expect(delays[0]).to.be.at.least(slide.effect!.getComputedTiming().duration as number);
    expect(new Set(delays).size).to.equal(4);
  });

  it('a won game shown again (resumed from its save) does not hop: it was won before, not now', async () => {
    const key = 'test-klondike-won-save';
    try {
      const game = firstGreedyGame('won');
      const el = await klondikeEl(game.seed, `persist="${key}"`);
      for (const move of game.moves) el.play(move);
      await el.updateComplete;
      el.remove();
      const again = await klondikeWith(`auto-foundation="off" persist="${key}"`);
      await again.updateComplete;
      await painted();
      expect(again.status).to.equal('won');
      // The banner pops up; no card moves.
      const cards = [...again.shadowRoot!.querySelectorAll<HTMLElement>('.card')];
      expect(cards).to.have.length(52);
      expect(cards.filter((card) => card.getAnimations().length)).to.have.length(0);
    } finally {
      localStorage.removeItem(key);
    }
  });

  it('nothing slides when the player asked for reduced motion', async function () {
    try {
      await emulateMedia({ reducedMotion: 'reduce' });
    } catch {
      this.skip(); // Firefox's and WebKit's drivers here emulate no media features; Chromium checks this.
    }
    try {
      expect(matchMedia('(prefers-reduced-motion: reduce)').matches).to.equal(true);
      const el = await klondikeEl(0);
      const card = cardsOf(el, 'tableau-1')[0];
      tap(card);
      await el.updateComplete;
      expect(el.state.piles['tableau-3']).to.have.length(4);
      expect(el.shadowRoot!.getAnimations()).to.have.length(0);
      // Nor does a won game's last card, nor do the cards hop.
      const game = firstGreedyGame('won');
      const winner = await klondikeEl(game.seed);
      for (const move of game.moves) winner.play(move);
      await winner.updateComplete;
      await painted();
      expect(winner.status).to.equal('won');
      expect(winner.shadowRoot!.getAnimations()).to.have.length(0);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });
});
