// `npm run manifest`: custom-elements.json from the elements' JSDoc (@attr, @fires, @cssprop,
// @csspart) and their Lit properties. Storybook's docs and controls read it.

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
  globs: ['src/games/*.ts', 'src/table/game-element.ts', 'src/table/table-attributes.ts', 'src/table/solitaire-element.ts', 'src/table/stock-solitaire.ts'],
  outdir: '.',
  litelement: true,
  plugins: [publicApiOnly],
};
