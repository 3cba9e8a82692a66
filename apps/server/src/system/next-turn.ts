/**
 * A trigger that runs `run` once, on the next turn of the event loop, however often it is pulled in
 * this turn: what arrives together (many screens' joins, many presses) is handled together.
 */
export function onceNextTurn(run: () => void): () => void {
  let scheduled = false;
  return () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      run();
    });
  };
}
