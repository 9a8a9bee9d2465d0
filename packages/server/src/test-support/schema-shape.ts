import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { SqlExecutor } from '../db/sql.js';

/**
 * One comparable shape for "what the database holds": the same shape is derived from schema.prisma
 * (through Prisma's own schema parser) and read back from a migrated database, so a test can prove
 * the hand-written migrations and the Prisma schema describe the same tables.
 */
export interface SchemaShape {
  enums: Record<string, string[]>;
  tables: Record<string, TableShape>;
}

export interface TableShape {
  columns: Record<string, { type: string; nullable: boolean; hasDefault: boolean }>;
  indexes: { name: string; columns: string[]; unique: boolean; primary: boolean }[];
  foreignKeys: {
    name: string;
    columns: string[];
    references: string;
    referencedColumns: string[];
    onDelete: string;
    onUpdate: string;
  }[];
}

export const SCHEMA_FILE = fileURLToPath(new URL('../../../../prisma/schema.prisma', import.meta.url));

interface DmmfField {
  name: string;
  dbName?: string | null;
  kind: 'scalar' | 'enum' | 'object' | 'unsupported';
  isList: boolean;
  isRequired: boolean;
  isUpdatedAt: boolean;
  hasDefaultValue: boolean;
  default?: unknown;
  type: string;
  nativeType?: [string, string[]] | null;
  relationFromFields?: string[];
  relationToFields?: string[];
  relationOnDelete?: string;
  relationOnUpdate?: string;
}
interface DmmfModel {
  name: string;
  dbName: string | null;
  fields: DmmfField[];
}
interface DmmfIndex {
  model: string;
  type: 'id' | 'unique' | 'normal' | 'fulltext';
  name?: string;
  dbName?: string;
  fields: { name: string }[];
}
interface Dmmf {
  datamodel: {
    enums: { name: string; dbName: string | null; values: { name: string; dbName: string | null }[] }[];
    models: DmmfModel[];
    indexes: DmmfIndex[];
  };
}

const SCALAR_TYPES: Record<string, string> = {
  String: 'text',
  Int: 'integer',
  BigInt: 'bigint',
  Boolean: 'boolean',
  Float: 'double precision',
  Decimal: 'numeric(65,30)',
  DateTime: 'timestamp(3) without time zone',
  Json: 'jsonb',
  Bytes: 'bytea',
};

function nativeType([name, args]: [string, string[]]): string {
  const precision = args.length > 0 ? `(${args.join(',')})` : '';
  switch (name) {
    case 'Uuid':
      return 'uuid';
    case 'Text':
      return 'text';
    case 'VarChar':
      return `character varying${precision}`;
    case 'Char':
      return `character${precision}`;
    case 'Integer':
      return 'integer';
    case 'SmallInt':
      return 'smallint';
    case 'Timestamptz':
      return `timestamp${precision} with time zone`;
    case 'Timestamp':
      return `timestamp${precision} without time zone`;
    case 'Date':
      return 'date';
    case 'JsonB':
      return 'jsonb';
    default:
      throw new Error(`schema-shape: native type @db.${name} is not mapped yet; add it here`);
  }
}

// Prisma's referential action names → Postgres's.
const ACTIONS: Record<string, string> = {
  Cascade: 'CASCADE',
  Restrict: 'RESTRICT',
  NoAction: 'NO ACTION',
  SetNull: 'SET NULL',
  SetDefault: 'SET DEFAULT',
};

export async function shapeFromPrismaSchema(file = SCHEMA_FILE): Promise<SchemaShape> {
  const require = createRequire(import.meta.url);
  const wasm = require('@prisma/prisma-schema-wasm') as { get_dmmf(params: string): string };
  const source = await readFile(file, 'utf8');
  const dmmf = JSON.parse(
    wasm.get_dmmf(JSON.stringify({ prismaSchema: [['schema.prisma', source]] })),
  ) as Dmmf;
  const { models, enums, indexes } = dmmf.datamodel;
  const tableOf = new Map(models.map((m) => [m.name, m.dbName ?? m.name]));
  const enumNames = new Map(enums.map((e) => [e.name, e.dbName ?? e.name]));

  const shape: SchemaShape = {
    enums: Object.fromEntries(
      enums.map((e) => [e.dbName ?? e.name, e.values.map((v) => v.dbName ?? v.name)]),
    ),
    tables: {},
  };
  for (const model of models) {
    const table = tableOf.get(model.name)!;
    const column = (fieldName: string) => {
      const field = model.fields.find((f) => f.name === fieldName);
      return field?.dbName ?? fieldName;
    };
    const columns: TableShape['columns'] = {};
    for (const field of model.fields) {
      if (field.kind === 'object') continue;
      const base =
        field.kind === 'enum'
          ? `"${enumNames.get(field.type)}"`
          : field.nativeType
            ? nativeType(field.nativeType)
            : SCALAR_TYPES[field.type];
      if (!base) throw new Error(`schema-shape: Prisma type ${field.type} is not mapped yet; add it here`);
      // uuid(), cuid() and the like are filled in by Prisma Client, not by the database.
      const clientSide =
        typeof field.default === 'object' &&
        field.default !== null &&
        'name' in field.default &&
        ['uuid', 'cuid', 'nanoid', 'ulid'].includes(String((field.default as { name: string }).name));
      columns[field.dbName ?? field.name] = {
        type: field.isList ? `${base}[]` : base,
        // Prisma never marks list columns NOT NULL.
        nullable: field.isList || !field.isRequired,
        hasDefault: field.hasDefaultValue && !clientSide && !field.isUpdatedAt,
      };
    }
    const modelIndexes = indexes
      .filter((i) => i.model === model.name && i.type !== 'fulltext')
      .map((i) => {
        const cols = i.fields.map((f) => column(f.name));
        const suffix = i.type === 'id' ? 'pkey' : i.type === 'unique' ? 'key' : 'idx';
        const name = i.dbName ?? (i.type === 'id' ? `${table}_pkey` : `${table}_${cols.join('_')}_${suffix}`);
        return { name, columns: cols, unique: i.type !== 'normal', primary: i.type === 'id' };
      });
    const foreignKeys = model.fields
      .filter((f) => f.kind === 'object' && (f.relationFromFields?.length ?? 0) > 0)
      .map((f) => {
        const cols = f.relationFromFields!.map(column);
        const target = models.find((m) => m.name === f.type)!;
        const targetColumn = (n: string) => target.fields.find((x) => x.name === n)?.dbName ?? n;
        return {
          name: `${table}_${cols.join('_')}_fkey`,
          columns: cols,
          references: tableOf.get(f.type)!,
          referencedColumns: f.relationToFields!.map(targetColumn),
          onDelete: ACTIONS[f.relationOnDelete ?? (f.isRequired ? 'Restrict' : 'SetNull')]!,
          onUpdate: ACTIONS[f.relationOnUpdate ?? 'Cascade']!,
        };
      });
    shape.tables[table] = {
      columns,
      indexes: sortByName(modelIndexes),
      foreignKeys: sortByName(foreignKeys),
    };
  }
  return shape;
}

const PG_ACTIONS: Record<string, string> = {
  a: 'NO ACTION',
  r: 'RESTRICT',
  c: 'CASCADE',
  n: 'SET NULL',
  d: 'SET DEFAULT',
};

/** Reads the same shape back from the current schema of a live database. */
export async function shapeFromDatabase(sql: SqlExecutor): Promise<SchemaShape> {
  const enumRows = await sql.query<{ name: string; value: string }>(`
    SELECT t.typname AS name, e.enumlabel AS value
      FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
     WHERE t.typnamespace = current_schema()::regnamespace
     ORDER BY t.typname, e.enumsortorder`);
  const columnRows = await sql.query<{
    table: string;
    column: string;
    type: string;
    nullable: boolean;
    has_default: boolean;
  }>(`
    SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type,
           NOT a.attnotnull AS nullable, a.atthasdef AS has_default
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
     WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r'
       AND a.attnum > 0 AND NOT a.attisdropped AND c.relname <> '_prisma_migrations'
     ORDER BY c.relname, a.attnum`);
  const indexRows = await sql.query<{
    table: string;
    name: string;
    columns: string[];
    unique: boolean;
    primary: boolean;
  }>(`
    SELECT t.relname AS table, i.relname AS name, x.indisunique AS unique, x.indisprimary AS primary,
           array(SELECT a.attname FROM unnest(x.indkey) WITH ORDINALITY k(attnum, n)
                   JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum ORDER BY k.n)::text[] AS columns
      FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
     WHERE t.relnamespace = current_schema()::regnamespace AND t.relname <> '_prisma_migrations'`);
  const fkRows = await sql.query<{
    table: string;
    name: string;
    columns: string[];
    references: string;
    referenced_columns: string[];
    on_delete: string;
    on_update: string;
  }>(`
    SELECT t.relname AS table, con.conname AS name, r.relname AS references,
           con.confdeltype AS on_delete, con.confupdtype AS on_update,
           array(SELECT a.attname FROM unnest(con.conkey) WITH ORDINALITY k(attnum, n)
                   JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum ORDER BY k.n)::text[] AS columns,
           array(SELECT a.attname FROM unnest(con.confkey) WITH ORDINALITY k(attnum, n)
                   JOIN pg_attribute a ON a.attrelid = r.oid AND a.attnum = k.attnum ORDER BY k.n)::text[] AS referenced_columns
      FROM pg_constraint con JOIN pg_class t ON t.oid = con.conrelid JOIN pg_class r ON r.oid = con.confrelid
     WHERE con.contype = 'f' AND t.relnamespace = current_schema()::regnamespace`);

  const shape: SchemaShape = { enums: {}, tables: {} };
  for (const row of enumRows) {
    shape.enums[row.name] ??= [];
    shape.enums[row.name]!.push(row.value);
  }
  const table = (name: string): TableShape => {
    shape.tables[name] ??= { columns: {}, indexes: [], foreignKeys: [] };
    return shape.tables[name]!;
  };
  for (const row of columnRows) {
    table(row.table).columns[row.column] = {
      type: row.type,
      nullable: row.nullable,
      hasDefault: row.has_default,
    };
  }
  for (const row of indexRows) {
    table(row.table).indexes.push({
      name: row.name,
      columns: row.columns,
      unique: row.unique,
      primary: row.primary,
    });
  }
  for (const row of fkRows) {
    table(row.table).foreignKeys.push({
      name: row.name,
      columns: row.columns,
      references: row.references,
      referencedColumns: row.referenced_columns,
      onDelete: PG_ACTIONS[row.on_delete] ?? row.on_delete,
      onUpdate: PG_ACTIONS[row.on_update] ?? row.on_update,
    });
  }
  for (const t of Object.values(shape.tables)) {
    t.indexes = sortByName(t.indexes);
    t.foreignKeys = sortByName(t.foreignKeys);
  }
  return shape;
}

function sortByName<T extends { name: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => a.name.localeCompare(b.name));
}
