import { expect } from '@open-wc/testing';

/** What the game in a frame of test/frames/solver-frame.html says, framed with `sandbox` if given. */
async function framed(sandbox?: string): Promise<{ origin: string; verdict: string; warnings: string[] }> {
  const iframe = document.createElement('iframe');
  if (sandbox !== undefined) iframe.setAttribute('sandbox', sandbox);
  iframe.src = '/test/frames/solver-frame.html';
  const told = new Promise<MessageEvent>((resolve) => {
    const listen = (event: MessageEvent) => {
      if (event.source !== iframe.contentWindow) return;
      window.removeEventListener('message', listen);
      resolve(event);
    };
    window.addEventListener('message', listen);
  });
  document.body.append(iframe);
  try {
    return (await told).data;
  } finally {
    iframe.remove();
  }
}

describe("the solver's Worker, whatever the page's origin", () => {
  it('answers in a page of the same origin as the files', async () => {
    const { origin, verdict, warnings } = await framed();
    expect(origin).to.equal(location.origin);
    expect(warnings).to.deep.equal([]);
    expect(verdict, 'the solver gave its verdict').to.match(/won/);
  });

  it('answers in a frame sandboxed without allow-same-origin, whose origin is opaque', async () => {
    const { origin, verdict, warnings } = await framed('allow-scripts');
    expect(origin).to.equal('null');
    expect(warnings).to.deep.equal([]);
    expect(verdict, 'the solver gave its verdict').to.match(/won/);
  });
});
