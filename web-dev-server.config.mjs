// `npm start`: serves the demo page, which loads the built bundle exactly as a page author would.
// Port 8000, or PORT, or the next free one after it: a port in use is not a reason to fail.
import { createServer } from 'node:net';

/** Whether `port` can be listened on now. */
const isFree = (port) =>
  new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port);
  });

const first = Number(process.env.PORT) || 8000;
let port = first;
while (port < first + 20 && !(await isFree(port))) port++;
if (port === first + 20) {
  console.error(`npm start: ports ${first} … ${first + 19} are all in use; set PORT to a free one.`);
  process.exit(1);
}

export default {
  rootDir: '.',
  port,
  open: '/demo/',
  watch: false,
};
