// `npm run manifest`: custom-elements.json from the elements' JSDoc (@attr, @fires, @cssprop,
// @csspart) and their Lit properties, with each game's option attributes typed by the engine's
// option specs. Storybook's docs and controls read it.
import { readFileSync } from 'node:fs';
// The engine's TypeScript, loaded as the engine tests load it.
import './scripts/typescript-register.mjs';

const { games } = await import('./src/engine/index.ts');

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

/**
 * The parts a page places inside a game element are made of the bundle's Lit in a factory
 * (src/table/game-parts.ts), where the analyzer does not see them: each is read from its JSDoc
 * block there (`@tag`, `@csspart`).
 */
const gameParts = {
  name: 'game-parts',
  packageLinkPhase({ customElementsManifest }) {
    const path = 'src/table/game-parts.ts';
    const source = readFileSync(path, 'utf8');
    for (const [, block, name] of source.matchAll(/\/\*\*((?:(?!\*\/)[^])*)\*\/\s*return class (\w+)/g)) {
      const lines = block.split('\n').map((line) => line.replace(/^\s*\* ?/, '').trim());
      const tagName = lines.find((line) => line.startsWith('@tag '))?.slice(5);
      const cssParts = lines
        .filter((line) => line.startsWith('@csspart '))
        .map((line) => /^@csspart (\S+) - (.*)$/.exec(line))
        .map(([, part, description]) => ({ name: part, description }));
      const description = lines.filter((line) => line && !line.startsWith('@')).join(' ');
      customElementsManifest.modules.push({
        kind: 'javascript-module',
        path,
        declarations: [
          { kind: 'class', customElement: true, name, tagName, description, cssParts, superclass: { name: 'LitElement', package: 'lit' } },
        ],
        exports: [{ kind: 'custom-element-definition', name: tagName, declaration: { name, module: path } }],
      });
    }
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
  plugins: [publicApiOnly, optionSpecs, gameParts],
};
