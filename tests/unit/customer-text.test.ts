import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RISKS } from '../../engine/analysis/risks.ts';
import { ANNUAL_EXTRAS } from '../../engine/model/annual.ts';
import { DRIVER_CATEGORIES } from '../../engine/model/categories.ts';
import { DERIVED } from '../../engine/model/derived.ts';
import { DRIVERS } from '../../engine/model/drivers.ts';
import { HYPOTHESES, HYPOTHESIS_GROUPS } from '../../engine/model/hypotheses.ts';
import { KPIS } from '../../engine/model/kpis.ts';
import { LINES } from '../../engine/model/lines.ts';
import { BUILT_IN_SCENARIOS } from '../../engine/scenarios.ts';
import { OKR_OBJECTIVES } from '../../engine/session/okrs.ts';
import { ROOT } from '../helpers/fixtures.ts';
import { specReferencesIn, specReferenceQuotes, stringsOf } from '../helpers/specReference.ts';

/**
 * No specification section numbers in text a customer reads (issue 14): the definitions the
 * screens, exports and API show, and every string literal, template and JSX text of the product's
 * code. `reference` fields are the docs-only mapping to the specification and are left out;
 * comments may cite sections and are not strings.
 */

function offendersIn(definitions: Record<string, unknown>): string[] {
  return Object.entries(definitions).flatMap(([name, value]) => stringsOf(value, name)
    .filter(({ text }) => specReferencesIn(text).length > 0)
    .map(({ path: where, text }) => `${where}: ${specReferenceQuotes(text).join(' | ')}`));
}

const PRODUCT_DIRS = ['engine', 'src', 'server', 'workers'];
// The driver catalog has a test of its own above, reading DRIVERS field by field.
const DRIVER_CATALOG = path.join(ROOT, 'engine/model/drivers');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === DRIVER_CATALOG ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** A string that is the value of a `reference:` property: the docs-only mapping. */
function isReferenceValue(node: ts.Node): boolean {
  const parent = node.parent;
  return ts.isPropertyAssignment(parent) && parent.initializer === node && parent.name.getText() === 'reference';
}

function isModuleName(node: ts.Node): boolean {
  const parent = node.parent;
  return ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)
    || (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword);
}

/** Every string literal, template piece and JSX text of a file that carries a specification reference. */
function literalOffenders(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    let literal: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literal = isReferenceValue(node) || isModuleName(node) ? null : node.text;
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) literal = node.text;
    else if (ts.isJsxText(node)) literal = node.text;
    if (literal !== null && specReferencesIn(literal).length > 0) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push(`${path.relative(ROOT, file)}:${line}: ${specReferenceQuotes(literal).join(' | ')}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('text a customer reads carries no specification references', () => {
  it('recognises references and leaves legal citations alone', () => {
    expect(specReferencesIn('Source: P2 §3 key-driver default (14); P1 §9 KPI table; part 2 §5; see §3; part 1, section 9')).toEqual(['P2 §3', 'P1 §9', 'part 2 §5', '§3', 'part 1, section 9']);
    expect(specReferencesIn('reimbursement (SGB V §60) and § 60 SGB V, €2.25 per ride')).toEqual([]);
  });

  it('KPI, OKR, derived, annual, line, hypothesis, category, scenario and risk definitions', () => {
    expect(offendersIn({
      KPIS, OKR_OBJECTIVES, DERIVED, ANNUAL_EXTRAS, LINES, HYPOTHESES, HYPOTHESIS_GROUPS, DRIVER_CATEGORIES, BUILT_IN_SCENARIOS, DEFAULT_RISKS,
    })).toEqual([]);
  });

  it('the driver catalog: sources, reasoning, business logic and descriptions', () => {
    expect(offendersIn({ DRIVERS })).toEqual([]);
  });

  it('every string literal, template and JSX text of engine/, src/, server/ and workers/ (the driver catalog aside)', () => {
    const files = PRODUCT_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(literalOffenders)).toEqual([]);
  });
});
