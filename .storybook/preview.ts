import { setCustomElementsManifest, type Preview } from '@storybook/web-components-vite';
import { withActions } from 'storybook/actions/decorator';
import manifest from '../custom-elements.json';

// Docs pages and controls come from the manifest that `npm run manifest` writes from the JSDoc.
setCustomElementsManifest(manifest);

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withActions],
  parameters: {
    layout: 'padded',
    // Every event of a game element shows in the Actions panel.
    actions: {
      handles: ['solitaire-deal', 'solitaire-move', 'solitaire-undo', 'solitaire-invalid', 'solitaire-won', 'solitaire-lost'],
    },
  },
};

export default preview;
