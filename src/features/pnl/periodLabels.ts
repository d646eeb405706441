const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Column and panel label of a statement period key: '2030', 'Q2 2030' or 'Jun 2030'. */
export function periodLabel(key: string): string {
  const quarter = /^(\d{4})-Q([1-4])$/.exec(key);
  if (quarter) return `Q${quarter[2]} ${quarter[1]}`;
  const month = /^(\d{4})-(\d{2})$/.exec(key);
  if (month) return `${MONTHS[Number(month[2]) - 1] ?? month[2]} ${month[1]}`;
  return key;
}
