/**
 * The row an insert or update … returning() answers. None means the statement missed its row, a
 * bug or a race the caller did not expect: an error with `message`, not a quiet undefined.
 */
export function theRow<T>(rows: readonly T[], message: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(message);
  return row;
}
