import { describe, expect, it } from 'vitest';
import { activeFilterCount, assetListMemory, assetListParams, assetListSearchSchema, compactAssetSearch } from '@/features/assets/asset-list-search';
import { assetSummaryQuerySchema } from '@domain/assets/asset-filters';

const LOC_A = '0b6f1c1e-6a0f-4c55-9d34-2f1d0b7a1a01';
const LOC_B = '0b6f1c1e-6a0f-4c55-9d34-2f1d0b7a1a02';
const CAT = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

/** The address as the router hands it over: JSON-parsed values, or text from a hand-written link. */
const fromAddress = (search: Record<string, unknown>) => assetListSearchSchema.parse(search);

describe('asset list address ↔ API query', () => {
  it('asks for the first 50 Live and Replacing assets by name when the address has no filter', () => {
    const query = assetListParams(fromAddress({}));
    expect(query).toEqual({ limit: '50', offset: '0', assetStatus: 'Live,Replacing', orderBy: 'name', orderDirection: 'asc' });
    // The server reads it back to the same defaults.
    expect(assetSummaryQuerySchema.parse(query)).toMatchObject({ limit: 50, offset: 0, assetStatus: ['Live', 'Replacing'] });
  });

  it('sends every docs/product/assets-and-locations.md filter the address holds, in the form the server accepts', () => {
    const search = fromAddress({
      percentOfSpendStart: 10,
      percentOfSpendEnd: 60,
      serviceCategoryIds: [CAT],
      locations: [LOC_A, LOC_B],
      warrantyEligible: true,
      assetStatus: ['Retired'],
      filterText: 'fryer',
      orderBy: 'percentOfSpend',
      orderDirection: 'desc',
      hasQrCodeLinked: false,
      isEquipmentCertificationEligible: true,
      locationId: LOC_A,
      page: 3,
    });
    const query = assetListParams(search);
    expect(query).toMatchObject({
      percentOfSpendStart: '10',
      percentOfSpendEnd: '60',
      serviceCategoryIds: CAT,
      locations: `${LOC_A},${LOC_B}`,
      warrantyEligible: 'true',
      assetStatus: 'Retired',
      filterText: 'fryer',
      orderBy: 'percentOfSpend',
      orderDirection: 'desc',
      hasQrCodeLinked: 'false',
      isEquipmentCertificationEligible: 'true',
      locationId: LOC_A,
      offset: '100',
    });
    expect(assetSummaryQuerySchema.parse(query)).toMatchObject({
      locations: [LOC_A, LOC_B],
      warrantyEligible: true,
      hasQrCodeLinked: false,
      assetStatus: ['Retired'],
      offset: 100,
    });
  });

  it('fetches infrastructure 100 at a time and pages by 100 (docs/product/constants.md)', () => {
    const query = assetListParams(fromAddress({ isInfrastructure: true, page: 2 }));
    expect(query).toMatchObject({ isInfrastructure: 'true', limit: '100', offset: '100' });
  });

  it('reads hand-written links: comma lists and true/false text', () => {
    const search = fromAddress({ locations: `${LOC_A},${LOC_B}`, assetStatus: 'Live,Pending', warrantyEligible: 'false', page: '2' });
    expect(search).toMatchObject({ locations: [LOC_A, LOC_B], assetStatus: ['Live', 'Pending'], warrantyEligible: false, page: 2 });
  });

  it('drops values it cannot use instead of failing the page', () => {
    const search = fromAddress({
      locations: ['not-an-id', LOC_A],
      assetStatus: ['Broken'],
      percentOfSpendStart: 140,
      orderBy: 'drop table',
      page: -1,
      hasQrCodeLinked: 'maybe',
    });
    expect(compactAssetSearch(search)).toEqual({ locations: [LOC_A] });
    expect(assetListParams(search).assetStatus).toBe('Live,Replacing');
  });

  it('keeps defaults out of the address, so the default list has a clean one', () => {
    const search = fromAddress({ assetStatus: ['Replacing', 'Live'], orderBy: 'name', orderDirection: 'asc', page: 1, filterText: '  ' });
    expect(compactAssetSearch(search)).toEqual({});
    expect(activeFilterCount(fromAddress({ filterText: 'x', page: 2, warrantyEligible: true, assetStatus: ['Retired'] }))).toBe(2);
  });
});

describe('asset list memory (docs/product/routing.md: cleared when leaving the assets area)', () => {
  it('recalls the filters in use until the area is left', () => {
    assetListMemory.remember(fromAddress({ filterText: 'cooler', page: 2 }));
    expect(assetListMemory.recall()).toEqual({ filterText: 'cooler', page: 2 });
    assetListMemory.clear();
    expect(assetListMemory.recall()).toBeNull();
  });

  it('has nothing to recall for the default list', () => {
    assetListMemory.remember(fromAddress({ assetStatus: ['Live', 'Replacing'] }));
    expect(assetListMemory.recall()).toBeNull();
  });
});
