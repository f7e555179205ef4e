// The months of a period, for a chart with every month present even when nothing happened in it.
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const last = to.slice(0, 7);
  for (let guard = 0; guard < 1200; guard++) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    out.push(key);
    if (key >= last) break;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return out;
}
