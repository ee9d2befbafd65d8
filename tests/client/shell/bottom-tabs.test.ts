import { describe, expect, it } from 'vitest';
import { splitAroundScan } from '@/components/shell/nav-items';

describe('the phone bar around Scan (More always ends the right side)', () => {
  it('balances the sides when the tabs and More are even', () => {
    expect(splitAroundScan(['Requests', 'Assets', 'Tasks'])).toEqual({ left: ['Requests', 'Assets'], right: ['Tasks'] });
    expect(splitAroundScan(['Requests'])).toEqual({ left: ['Requests'], right: [] });
  });
  it('puts one fewer on the left when they are odd', () => {
    expect(splitAroundScan(['Home', 'Requests', 'Assets', 'Tasks'])).toEqual({ left: ['Home', 'Requests'], right: ['Assets', 'Tasks'] });
    expect(splitAroundScan([])).toEqual({ left: [], right: [] });
  });
});
