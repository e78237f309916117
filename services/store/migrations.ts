/**
 * Schema migrations, applied in order and recorded in `schema_migrations`. Append new entries (the identity
 * provider, Set API and content service add theirs later); never edit an applied one.
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'records, facets, entities, media, annotations',
    sql: `
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;

      -- One row per record. search_json is the Search API item (standard/rich fields), record_json the full EDM
      -- object of the Record API. Single-valued sort and filter columns are denormalised here.
      CREATE TABLE records (
        rid INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        status TEXT NOT NULL DEFAULT 'active',
        synthetic INTEGER NOT NULL DEFAULT 0,
        type TEXT NOT NULL,
        content_tier INTEGER NOT NULL,
        year INTEGER,
        completeness INTEGER NOT NULL,
        timestamp_created TEXT NOT NULL,
        timestamp_update TEXT NOT NULL,
        search_json TEXT NOT NULL,
        record_json TEXT NOT NULL
      ) STRICT;

      -- Interned facet values: (facet, value) pairs with their total count over active records.
      CREATE TABLE facet_terms (
        fid INTEGER PRIMARY KEY,
        facet TEXT NOT NULL,
        value TEXT NOT NULL,
        value_norm TEXT NOT NULL,
        UNIQUE (facet, value)
      ) STRICT;
      CREATE INDEX facet_terms_norm ON facet_terms (facet, value_norm);

      -- Record <-> facet value. Both directions are indexed: by term to filter, by record to count facets.
      CREATE TABLE record_terms (
        fid INTEGER NOT NULL,
        rid INTEGER NOT NULL,
        PRIMARY KEY (fid, rid)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX record_terms_by_record ON record_terms (rid, fid);

      -- Which contextual entities a record refers to (creator, concepts, timespans, organisation).
      CREATE TABLE record_entities (
        rid INTEGER NOT NULL,
        entity_uri TEXT NOT NULL,
        role TEXT NOT NULL,
        PRIMARY KEY (entity_uri, rid, role)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX record_entities_by_record ON record_entities (rid);

      -- Full-text index. Fields map to the Search API's field aliases (title, who, what, when, where, text).
      CREATE VIRTUAL TABLE records_fts USING fts5(
        title, who, what, "when", "where", description, text,
        tokenize = 'unicode61 remove_diacritics 2'
      );

      CREATE TABLE entities (
        eid INTEGER PRIMARY KEY,
        uri TEXT NOT NULL UNIQUE,
        type TEXT NOT NULL,
        local_id TEXT NOT NULL,
        sort_label TEXT NOT NULL,
        record_count INTEGER NOT NULL DEFAULT 0,
        json TEXT NOT NULL
      ) STRICT;
      CREATE INDEX entities_by_type ON entities (type, local_id);

      -- Every label of every entity, for multilingual query expansion and translation.
      CREATE TABLE entity_labels (
        eid INTEGER NOT NULL,
        lang TEXT NOT NULL,
        label TEXT NOT NULL,
        label_norm TEXT NOT NULL,
        pref INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX entity_labels_norm ON entity_labels (label_norm);
      CREATE INDEX entity_labels_by_entity ON entity_labels (eid, lang);

      CREATE VIRTUAL TABLE entities_fts USING fts5(labels, tokenize = 'unicode61 remove_diacritics 2');

      -- Media files served by thumbnails, the media proxy and the IIIF Image API. hash = md5 of the URL.
      CREATE TABLE media (
        hash TEXT PRIMARY KEY,
        url TEXT NOT NULL,
        record_id TEXT NOT NULL,
        preview_file TEXT NOT NULL,
        full_file TEXT,
        mime TEXT NOT NULL,
        width INTEGER NOT NULL,
        height INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX media_by_record ON media (record_id);

      CREATE TABLE annotations (
        aid INTEGER PRIMARY KEY,
        motivation TEXT NOT NULL,
        target_record_id TEXT,
        created TEXT NOT NULL,
        json TEXT NOT NULL
      ) STRICT;
      CREATE INDEX annotations_by_target ON annotations (target_record_id);
      CREATE VIRTUAL TABLE annotations_fts USING fts5(text, tokenize = 'unicode61 remove_diacritics 2');

      CREATE TABLE translate_usage (day TEXT PRIMARY KEY, requests INTEGER NOT NULL) STRICT;
    `,
  },
  {
    version: 2,
    name: 'covering index for search filters and sort keys',
    // Search scans only this index to find matching records and their sort keys; the wide rows (JSON) are
    // read for the returned page only.
    sql: `
      CREATE INDEX records_search ON records (status, content_tier, year, completeness, timestamp_created, timestamp_update, id);
    `,
  },
];
