import { describe, expect, it } from 'vitest';
import { ticketTitleBesideAsset } from '../../../src/domain/requests/ticket-title';

describe('a ticket name beside its equipment', () => {
  it('drops the equipment’s name in front, whatever its case, and keeps the rest as written', () => {
    expect(ticketTitleBesideAsset('Grease Trap: Drain backup', 'Grease Trap')).toBe('Drain backup');
    expect(ticketTitleBesideAsset('grease trap:  Drain backup: slow', 'Grease Trap')).toBe('Drain backup: slow');
  });

  it('keeps a name that does not start with the equipment, one that is only the equipment, and one with no equipment shown', () => {
    expect(ticketTitleBesideAsset('Drain backup', 'Grease Trap')).toBe('Drain backup');
    expect(ticketTitleBesideAsset('Grease Trapper: leak', 'Grease Trap')).toBe('Grease Trapper: leak');
    expect(ticketTitleBesideAsset('Grease Trap:', 'Grease Trap')).toBe('Grease Trap:');
    expect(ticketTitleBesideAsset('Grease Trap: Drain backup', null)).toBe('Grease Trap: Drain backup');
  });
});
