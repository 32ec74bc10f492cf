// `npm run manifest`: custom-elements.json from the elements' JSDoc (@attr, @fires, @cssprop,
// @csspart) and their Lit properties, with each game's option attributes typed by the engine's
// option specs. Storybook's docs and controls read it.
import { tsImport } from 'tsx/esm/api';

const { games } = await tsImport('./src/engine/index.ts', import.meta.url);

/** The type an option spec accepts, as TypeScript writes it: `1 | 3`, `'keep' | 'shuffle'`. */
const typeOf = (spec) =>
  spec.type === 'passes'
    ? "number | 'unlimited'"
    : spec.values
      ? spec.values.map((value) => JSON.stringify(value).replaceAll('"', "'")).join(' | ')
      : spec.type;

/** Each game's option attributes take their type and default from the engine's option specs. */
const optionSpecs = {
  name: 'option-specs',
  packageLinkPhase({ customElementsManifest }) {
    for (const module of customElementsManifest.modules)
      for (const declaration of module.declarations ?? []) {
        const game = games[declaration.tagName?.replace('-solitaire', '')];
        for (const [option, spec] of Object.entries(game?.optionSpecs ?? {})) {
          const attribute = declaration.attributes?.find((entry) => entry.fieldName === option);
          if (!attribute) continue;
          attribute.type = { text: typeOf(spec) };
          if (spec.default !== undefined) attribute.default = JSON.stringify(spec.default).replaceAll('"', "'");
        }
      }
  },
};

/** Keeps the manifest to the public API: no private or protected members, no static styles. */
const publicApiOnly = {
  name: 'public-api-only',
  packageLinkPhase({ customElementsManifest }) {
    for (const module of customElementsManifest.modules)
      for (const declaration of module.declarations ?? [])
        if (declaration.members)
          declaration.members = declaration.members.filter((member) => (!member.privacy || member.privacy === 'public') && !member.static);
  },
};

export default {
  globs: [
    'src/games/*.ts',
    'src/table/game-element.ts',
    'src/table/table-attributes.ts',
    'src/table/solitaire-element.ts',
    'src/table/stock-solitaire.ts',
  ],
  outdir: '.',
  litelement: true,
  plugins: [publicApiOnly, optionSpecs],
};
