/**
 * Complaint quantity rule of spec 5: "must be a positive integer, otherwise
 * the field turns red". Decimal points or commas, signs, blanks are all wrong.
 */
export function isComplaintQuantity(value: string): boolean {
  const s = value.trim();
  if (!/^\d+$/.test(s)) return false;
  const n = Number(s);
  return n > 0 && Number.isSafeInteger(n);
}
