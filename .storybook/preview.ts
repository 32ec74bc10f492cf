import { setCustomElementsManifest, type ArgTypesEnhancer, type Preview } from '@storybook/web-components-vite';
import manifest from '../custom-elements.json';

// Docs pages and controls come from the manifest that `npm run manifest` writes from the JSDoc.
setCustomElementsManifest(manifest);

/**
 * One control per attribute: the manifest also lists each attribute's property (`cardBack` beside
 * `card-back`), the read-only `state` and `status`, and an action handler per event; a story
 * sets attributes only, and its events reach the Actions panel with their detail (stories/common.ts).
 */
const attributesOnly: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes)
      .filter(([name, argType]) => argType.table?.category !== 'properties' && !/^onSolitaire/.test(name))
      // Events, CSS properties and parts are documented, not set: no control (theming has its story).
      .map(([name, argType]) => [
        name,
        argType.table?.category === 'attributes' || !argType.table?.category ? argType : { ...argType, control: false },
      ]),
  );

const preview: Preview = {
  tags: ['autodocs'],
  argTypesEnhancers: [attributesOnly],
  parameters: { layout: 'padded' },
};

export default preview;
