// A request's own point, owed from the moment the HTTP guard lets the request in: taken together with
// its operation's cost once the operation is known (one round trip to the store for both), or, for a
// request that ends before that (a bad body, an invalid document, a cost over the limit), after its answer.
export interface RequestCharge {
  /** The client the points are taken from (its API key, else its address). */
  readonly client: string;
  /** Points still owed: 0 once taken. */
  points: number;
  /** Takes what is still owed, without waiting for the store (the answer has been sent). */
  settle(): void;
}
