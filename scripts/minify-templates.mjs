// Lit's templates and styles minified as the package ships them (Lit's own plugin: HTML by
// html-minifier-next, CSS by lightningcss): used by the build and, through the dev server's rollup
// adapter, by the element tests, so that the tests draw what the package draws.
import minifyHTML from '@lit-labs/rollup-plugin-minify-html-literals';
import { Features } from 'lightningcss';

export const minifyTemplates = () =>
  minifyHTML({
    include: ['src/**/*.ts'],
    failOnError: true,
    options: {
      minifyOptions: {
        // The browsers that have everything the table's CSS uses (color-mix, container queries).
        // No stand-in for light-dark(), which the styles do not use: for those browsers it would add
        // two custom properties to each rule that sets color-scheme.
        minifyCSS: {
          targets: { chrome: 111 << 16, firefox: 113 << 16, safari: (16 << 16) | (4 << 8) },
          exclude: Features.LightDark,
        },
        // An `svg` template is SVG without an <svg> around it, where the minifier, reading HTML,
        // would drop the slash of `<rect … />`: the browser then puts what follows inside the rect,
        // where it is not drawn (a court card's suit was missing so).
        keepClosingSlash: true,
      },
    },
  });
