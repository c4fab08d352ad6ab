import { describe, expect, it } from 'vitest';
import { parseServerData, serializeServerData } from './serverData.js';
import type { ServerData } from './serverData.js';

const data = (name: string): ServerData => ({
  boot: { regions: [], shop: {} as ServerData['boot']['shop'] },
  locale: 'fr',
  catalog: 'martinique',
  mobile: false,
  records: { 'client:root': { __id: 'client:root', __typename: '__Root', name } },
  complete: true,
});

describe('serializeServerData', () => {
  it('cannot close its script element nor open a comment, whatever a seller wrote', () => {
    const text = serializeServerData(data('</script><script>alert(1)</script><!-- \u2028\u2029'));
    expect(text).not.toContain('<');
    expect(text).not.toMatch(/[\u2028\u2029]/u);
    expect(parseServerData(text)).toEqual(data('</script><script>alert(1)</script><!-- \u2028\u2029'));
  });

  it('writes each id once and gives the records back as they were', () => {
    const records = {
      'client:root': {
        __id: 'client:root',
        __typename: '__Root',
        'product(slug:"a")': { __ref: 'UHI6MQ==' },
      },
      'UHI6MQ==': { __id: 'UHI6MQ==', __typename: 'Product', id: 'UHI6MQ==', name: 'Robe' },
      'client:UHI6MQ==:price': { __id: 'client:UHI6MQ==:price', __typename: 'Price', id: 'other', amount: 1 },
      gone: null,
    };
    const text = serializeServerData({ ...data('x'), records });
    expect(text.split('UHI6MQ==').length - 1).toBe(3);
    expect(parseServerData(text)?.records).toEqual(records);
    expect(parseServerData('{')).toBeNull();
  });
});
