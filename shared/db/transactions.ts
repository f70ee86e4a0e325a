// ElectroDB resolves a cancelled transaction instead of throwing; this turns it into a result we can branch on.

export interface TxResult {
  canceled: boolean;
  data: Array<{ code?: string }>;
}

/** Index of the first item whose condition failed, or -1 when the transaction committed. */
export function failedCondition(result: TxResult): number {
  if (!result.canceled) return -1;
  const index = result.data.findIndex((d) => d.code === "ConditionalCheckFailed");
  if (index < 0) throw new Error(`Transaction cancelled: ${result.data.map((d) => d.code).join(", ")}`);
  return index;
}
