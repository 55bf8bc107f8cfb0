// GraphQL over HTTP against the service started by test/global-setup.ts.
import { inject } from "vitest";

export interface GraphQLResponse<T = Record<string, any>> {
  status: number;
  data?: T;
  errors?: { message: string; path?: string[]; extensions?: Record<string, any> }[];
}

export const apiUrl = (): string => inject("apiUrl");

export async function gql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<T>> {
  const res = await fetch(apiUrl(), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as Omit<GraphQLResponse<T>, "status">;
  return { status: res.status, ...body };
}

/** Runs a query that must succeed and returns its data. */
export async function data<T = Record<string, any>>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const res = await gql<T>(query, variables);
  if (res.errors?.length) throw new Error(`unexpected GraphQL errors: ${JSON.stringify(res.errors)}`);
  return res.data as T;
}

/** Runs a query that must fail and returns its first error. */
export async function error(query: string, variables?: Record<string, unknown>) {
  const res = await gql(query, variables);
  if (!res.errors?.length) throw new Error(`expected an error, got ${JSON.stringify(res.data)}`);
  return { status: res.status, ...res.errors[0] };
}
