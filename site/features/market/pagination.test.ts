import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination';

describe('pageWindow', () => {
  it('shows two pages each side with ellipses toward the ends', () => {
    expect(pageWindow(10, 20, 2)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageWindow(1, 20, 2)).toEqual([1, 2, 3, 'gap', 20]);
    expect(pageWindow(20, 20, 2)).toEqual([1, 'gap', 18, 19, 20]);
  });
  it('uses one page each side on small screens and no gap for a single missing page', () => {
    expect(pageWindow(5, 9, 1)).toEqual([1, 'gap', 4, 5, 6, 'gap', 9]);
    expect(pageWindow(3, 5, 1)).toEqual([1, 2, 3, 4, 5]);
  });
  it('handles one page and none', () => {
    expect(pageWindow(1, 1, 2)).toEqual([1]);
    expect(pageWindow(1, 0, 2)).toEqual([]);
  });
});
