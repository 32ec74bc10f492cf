// `npm start`: serves the demo page, which loads the built bundle exactly as a page author would.
export default {
  rootDir: '.',
  port: 8000,
  open: '/demo/',
  watch: false,
};
