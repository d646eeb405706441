import type { ModelSource } from '../../engine/model/definition.ts';

/** A published model definition (issue 27): the source as the modeller published it, who, when and why. */
export interface ModelVersion {
  version: number;
  source: ModelSource;
  published_by: string;
  published_at: string;
  comment: string;
}

/**
 * The published model definitions, one row per version; the newest is the one every figure is
 * computed with. Version 1 is the shipped model (engine/model/definition.ts DEFAULT_MODEL_SOURCE)
 * and is not stored: a database without a row is on it, and a release that changes the shipped
 * model moves every such database with it (docs/decisions.md).
 */
export interface ModelsRepo {
  /** The newest published version, or null while the shipped model is in force. */
  current(): Promise<ModelVersion | null>;
  /** The newest version's number (1 without a row), asked once per request like the baseline's. */
  currentVersion(): Promise<number>;
  get(version: number): Promise<ModelVersion | undefined>;
  /**
   * Stores `source` as version `expectedVersion + 1` when `expectedVersion` is still the newest
   * (its `version` field is set to the new number); null when it is stale.
   */
  publish(source: ModelSource, publishedBy: string, expectedVersion: number, comment: string): Promise<ModelVersion | null>;
  /** Newest first, without the sources. */
  history(): Promise<Omit<ModelVersion, 'source'>[]>;
}
