/**
 * Validates realm documents with ajv against the JSON Schemas generated into
 * schemas/json/ (by `npm run schemas:generate`). A missing schema file means "no validation"
 * (with one warning), so the platform runs before the schemas exist.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export type RealmDocKind = 'realm' | 'menus' | 'labels' | 'page' | 'plugins' | 'form';

export interface ValidationProblem {
  file: string;
  /** JSON pointer into the document ('' = the whole document). */
  pointer: string;
  message: string;
}

type AnyAjv = Ajv | Ajv2020;

function makeAjv(draft2020: boolean): AnyAjv {
  const options = { allErrors: true, strict: false, allowUnionTypes: true, validateSchema: false } as const;
  // These CJS modules export the class itself as module.exports (and as .default), so default imports work under tsx and bundlers.
  const ajv = draft2020 ? new Ajv2020(options) : new Ajv(options);
  addFormats(ajv as never);
  return ajv;
}

export class RealmValidator {
  private readonly compiled = new Map<RealmDocKind, ValidateFunction | null>();
  private readonly warned = new Set<RealmDocKind>();

  constructor(
    private readonly schemasDir: string,
    private readonly warn: (msg: string) => void,
  ) {}

  /** Forget compiled schemas (they are regenerated while running). */
  reset() {
    this.compiled.clear();
  }

  private validatorFor(kind: RealmDocKind): ValidateFunction | null {
    if (this.compiled.has(kind)) return this.compiled.get(kind)!;
    const file = join(this.schemasDir, `${kind}.schema.json`);
    let validator: ValidateFunction | null = null;
    if (existsSync(file)) {
      const schema = JSON.parse(readFileSync(file, 'utf8'));
      const draft2020 = typeof schema.$schema !== 'string' || schema.$schema.includes('2020-12') || schema.$schema.includes('2019-09');
      const { $id: _ignored, ...rest } = schema;
      validator = makeAjv(draft2020).compile(rest);
    } else if (!this.warned.has(kind)) {
      this.warned.add(kind);
      this.warn(`No schema ${file}: ${kind} documents are loaded without validation`);
    }
    this.compiled.set(kind, validator);
    return validator;
  }

  validate(kind: RealmDocKind, file: string, document: unknown): ValidationProblem[] {
    let validator: ValidateFunction | null;
    try {
      validator = this.validatorFor(kind);
    } catch (error) {
      return [{ file, pointer: '', message: `schema for ${kind} could not be compiled: ${(error as Error).message}` }];
    }
    if (!validator || validator(document)) return [];
    return (validator.errors ?? []).map((e) => {
      let message = e.message ?? 'is invalid';
      const params = e.params as Record<string, unknown>;
      if (typeof params.additionalProperty === 'string') message += ` '${params.additionalProperty}'`;
      if (Array.isArray(params.allowedValues)) message += ` (${params.allowedValues.join(', ')})`;
      return { file, pointer: e.instancePath, message };
    });
  }
}

export function formatProblems(problems: ValidationProblem[]): string {
  return problems.map((p) => `  ${p.file} ${p.pointer || '/'}: ${p.message}`).join('\n');
}
