/** The quantity rule of 000 §5: 1 to the returnable units; empty or non-numeric input becomes 1. */
export function clampQuantity(input: string, max: number): number {
  const value = Number.parseInt(input.trim(), 10);
  if (!/^\d+$/.test(input.trim()) || Number.isNaN(value)) return 1;
  return Math.min(Math.max(value, 1), Math.max(max, 1));
}
