/**
 * The web's view of the contract as types: `platform.<area>.<call>(input)` answers a
 * `Result`, never throws. Browser-safe types only, so blocks can name the client they are
 * handed without importing the app.
 */
import type { z } from 'zod';
import type { Answer, CallSpec } from './define.js';
import type { Contract } from './index.js';

export type PlatformErrorKind = 'http' | 'timeout' | 'network' | 'malformed';

export interface PlatformError {
  kind: PlatformErrorKind;
  /** HTTP status (0 when no answer arrived). */
  status: number;
  code: string;
  messages: string[];
}

export type Result<T> = { ok: true; data: T } | { ok: false; error: PlatformError };

/** Keys optional where the schema's input has them optional; values as the web holds them (numbers, booleans, arrays). */
type TextInput<S> = S extends z.ZodType ? { [K in keyof z.input<S>]: z.output<S>[K & keyof z.output<S>] } : never;

/** `{}` spelled so that `NoKeys extends T` reads "every key of T is optional". */
type NoKeys = Record<never, never>;

type Slot<Name extends string, T> = [T] extends [never] ? { [K in Name]?: undefined } : NoKeys extends T ? { [K in Name]?: T } : { [K in Name]: T };

export type CallInput<S extends CallSpec> = Slot<'params', TextInput<S['params']>> &
  Slot<'query', TextInput<S['query']>> &
  Slot<'body', S['body'] extends z.ZodType ? z.input<S['body']> : never> & {
    /** Extra request headers (e.g. X-Web-Origin for links in mails). */
    headers?: Record<string, string>;
    /** Ends the call, and a streamed answer's body, when aborted. */
    signal?: AbortSignal;
  };

/** Calls whose answer is not JSON (files, event streams) answer their body as it arrives. */
export type CallAnswer<S extends CallSpec> = S['produces'] extends readonly string[] ? ReadableStream<Uint8Array> : Answer<S>;

export type CallFunction<S extends CallSpec> =
  NoKeys extends CallInput<S> ? (input?: CallInput<S>) => Promise<Result<CallAnswer<S>>> : (input: CallInput<S>) => Promise<Result<CallAnswer<S>>>;

export type AreaApi<A extends Record<string, CallSpec>> = { [C in keyof A]: CallFunction<A[C]> };

/** `context.platform`: every call of the contract, grouped by area. */
export type PlatformApi = { [A in keyof Contract]: AreaApi<Contract[A]> };
