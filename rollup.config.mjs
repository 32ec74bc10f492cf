// ES modules that need no build step: the one-script-tag bundle with every game, one bundle per
// game (Lit included in each), and the headless engine.
import resolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';

/** Markup text squeezed: no whitespace between tags, runs of it one space. */
const squeezeMarkup = (text) => text.replace(/>\s+</g, '><').replace(/\s+/g, ' ');
/** CSS text squeezed: no comments, and no whitespace where CSS needs none (spaces in values stay single). */
const squeezeCss = (text) =>
  text.replace(/\/\*[^]*?\*\//g, '').replace(/\s+/g, ' ').replace(/\s*([{};,])\s*/g, '$1').replace(/:\s+/g, ':').replace(/;}/g, '}');

/**
 * Reads the template literal whose text starts at `code[at]` (just after its backtick) with the
 * templates nested in its ${} parts, squeezing the text of each html``, svg`` and css`` one.
 * Returns the template as it is to be written from there, and where it ends.
 */
function readTemplate(code, at, squeeze) {
  let out = '';
  let text = '';
  const flush = () => {
    out += squeeze ? squeeze(text) : text;
    text = '';
  };
  for (let i = at; i < code.length; ) {
    const char = code[i];
    if (char === '`') {
      flush();
      return [`${out}\``, i + 1];
    }
    if (char === '$' && code[i + 1] === '{') {
      flush();
      out += '${';
      // The expression, to its closing brace: strings and templates in it are read whole.
      let depth = 0;
      for (i += 2; depth > 0 || code[i] !== '}'; ) {
        const c = code[i];
        if (c === '`') {
          const tag = /\b(html|svg|css)$/.exec(out)?.[1];
          const [template, end] = readTemplate(code, i + 1, tag && (tag === 'css' ? squeezeCss : squeezeMarkup));
          out += `\`${template}`;
          i = end;
        } else if (c === '"' || c === "'") {
          let end = i + 1;
          while (code[end] !== c) end += code[end] === '\\' ? 2 : 1;
          out += code.slice(i, end + 1);
          i = end + 1;
        } else {
          depth += c === '{' ? 1 : c === '}' ? -1 : 0;
          out += c;
          i++;
        }
      }
      out += '}';
      i++;
    } else {
      // An escape is copied whole: its second character is text.
      const length = char === '\\' ? 2 : 1;
      text += code.slice(i, i + length);
      i += length;
    }
  }
  throw new Error('A template literal does not end');
}

/**
 * Squeezes the whitespace out of our Lit templates, which terser leaves as they are: comments and
 * runs of whitespace in css`` (and the space after a colon, and a last semicolon), whitespace
 * between tags in html`` and svg``, nested ones too. Spaces inside CSS values (calc) and text stay single.
 */
const minifyTemplates = {
  name: 'minify-templates',
  transform(code, id) {
    if (!id.includes('/src/') || !/\.ts$/.test(id)) return null;
    let out = '';
    let done = 0;
    const tagged = /\b(html|svg|css)`/g;
    for (let match; (match = tagged.exec(code)); ) {
      const [template, end] = readTemplate(code, tagged.lastIndex, match[1] === 'css' ? squeezeCss : squeezeMarkup);
      out += code.slice(done, tagged.lastIndex) + template;
      done = tagged.lastIndex = end;
    }
    return { code: out + code.slice(done), map: null };
  },
};

const plugins = [
  minifyTemplates,
  // Lit's production build, without dev-mode warnings.
  resolve({ exportConditions: ['production'] }),
  esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' }),
  terser({ ecma: 2022, module: true, compress: { passes: 3, unsafe_arrows: true }, format: { comments: false } }),
];

const bundles = {
  'solitaire-elements': 'src/index.ts',
  'klondike-solitaire': 'src/games/klondike-solitaire.ts',
  'canfield-solitaire': 'src/games/canfield-solitaire.ts',
  'clock-solitaire': 'src/games/clock-solitaire.ts',
  'sun-solitaire': 'src/games/sun-solitaire.ts',
  engine: 'src/engine/index.ts',
  // Started by the games (src/table/solver-client.ts) as a Worker.
  'solver-worker': 'src/solver-worker.ts',
};

// Our modules only define things, except the ones that register elements: a bundle of one
// game then leaves out the other games' rules.
const moduleSideEffects = (id) => id.includes('node_modules') || /src[\\/](index\.ts|games[\\/]|solver-worker\.ts)/.test(id);

// English is in each bundle; the other languages are modules of their own next to it (dist/l10n),
// loaded by the bundle itself, relative to its own address, only on a page that uses one.
export default Object.entries(bundles).map(([name, input]) => ({
  input,
  output: { dir: 'dist', entryFileNames: `${name}.js`, chunkFileNames: 'chunks/[name]-[hash].js', format: 'es' },
  treeshake: { moduleSideEffects },
  plugins,
}));
