import { describe, expect, it } from 'vitest';
import { serializeServerData } from './serverData.js';
import type { ServerData } from './serverData.js';

const data = (name: string): ServerData => ({
  boot: { regions: [], shop: {} as ServerData['boot']['shop'] },
  locale: 'fr',
  catalog: 'martinique',
  mobile: false,
  records: { 'client:root': { __id: 'client:root', __typename: '__Root', name } },
});

describe('serializeServerData', () => {
  it('cannot close its script element nor open a comment, whatever a seller wrote', () => {
    const text = serializeServerData(data('</script><script>alert(1)</script><!-- \u2028\u2029'));
    expect(text).not.toContain('<');
    expect(text).not.toMatch(/[\u2028\u2029]/u);
    expect(JSON.parse(text)).toEqual(data('</script><script>alert(1)</script><!-- \u2028\u2029'));
  });
});
