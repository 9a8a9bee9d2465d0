/** A deep copy of plain JSON data (states, sheets): the engine never shares objects between states. */
export function cloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
