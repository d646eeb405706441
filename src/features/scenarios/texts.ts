/** The metrics of the 2030 comparison (part 1 §2), in the specification's order; their labels are scenarios:metrics.<key>. */
export const COMPARED_METRICS = [
  { key: 'total_revenue', money: true },
  { key: 'ebitda', money: true },
  { key: 'total_clients', money: false },
  { key: 'total_rides', money: false },
] as const;
export type ComparedMetric = (typeof COMPARED_METRICS)[number]['key'];
