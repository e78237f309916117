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
  {
    version: 3,
    name: 'narrow covering indexes for search candidates and the TYPE filter',
    // Candidates found through FTS5 or a facet's term list are checked against status, contentTier and TYPE,
    // and give their sort keys, from records_filter (by rid) rather than from their wide rows (two JSON
    // documents each): at 100,000 records that was most of a search's time. records_search gains the type
    // column, so a scan of it answers TYPE filters too (services/search/compile.ts COLUMN_FACETS).
    sql: `
      CREATE INDEX records_filter ON records (rid, status, content_tier, type, year, completeness, timestamp_created, timestamp_update, id);
      DROP INDEX records_search;
      CREATE INDEX records_search ON records (status, content_tier, year, completeness, timestamp_created, timestamp_update, id, type);
      ANALYZE records;
    `,
  },
  {
    version: 10,
    name: 'identity provider: accounts and oidc-provider entries',
    // roles: JSON array of the portal client's roles (entities:editor, usersets:editor, usersets:publisher); tokens
    // carry them as resource_access.{client}.roles. oidc_entries is the oidc-provider adapter (one table, all models).
    sql: `
      CREATE TABLE users (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        username TEXT NOT NULL UNIQUE COLLATE NOCASE,
        name TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        roles TEXT NOT NULL DEFAULT '[]',
        created TEXT NOT NULL
      ) STRICT;

      CREATE TABLE oidc_entries (
        model TEXT NOT NULL,
        id TEXT NOT NULL,
        payload TEXT NOT NULL,
        grant_id TEXT,
        user_code TEXT,
        uid TEXT,
        expires_at INTEGER,
        consumed_at INTEGER,
        PRIMARY KEY (model, id)
      ) STRICT;
      CREATE INDEX oidc_entries_by_grant ON oidc_entries (grant_id) WHERE grant_id IS NOT NULL;
      CREATE INDEX oidc_entries_by_uid ON oidc_entries (model, uid) WHERE uid IS NOT NULL;
      CREATE INDEX oidc_entries_by_user_code ON oidc_entries (model, user_code) WHERE user_code IS NOT NULL;
      CREATE INDEX oidc_entries_by_expiry ON oidc_entries (expires_at) WHERE expires_at IS NOT NULL;
    `,
  },
  {
    version: 11,
    name: 'Set API: user sets and their items',
    // likes_owner is the creator for a BookmarkFolder and NULL otherwise: its UNIQUE constraint makes a second likes
    // folder impossible even when two creations race. Item positions are 0-based and contiguous per set.
    sql: `
      CREATE TABLE sets (
        id INTEGER PRIMARY KEY,
        type TEXT NOT NULL CHECK (type IN ('Collection', 'BookmarkFolder', 'EntityBestItemsSet')),
        visibility TEXT NOT NULL CHECK (visibility IN ('private', 'public', 'published')),
        creator_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        description TEXT,
        subject TEXT,
        pinned INTEGER NOT NULL DEFAULT 0,
        locked INTEGER NOT NULL DEFAULT 0,
        created TEXT NOT NULL,
        modified TEXT NOT NULL,
        issued TEXT,
        likes_owner TEXT UNIQUE,
        search_text TEXT NOT NULL DEFAULT ''
      ) STRICT;
      CREATE INDEX sets_by_creator ON sets (creator_id, type);
      CREATE INDEX sets_by_visibility ON sets (visibility, modified);

      CREATE TABLE set_items (
        set_id INTEGER NOT NULL REFERENCES sets (id) ON DELETE CASCADE,
        item_id TEXT NOT NULL,
        position INTEGER NOT NULL,
        PRIMARY KEY (set_id, item_id)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX set_items_by_position ON set_items (set_id, position);
      CREATE INDEX set_items_by_item ON set_items (item_id);
    `,
  },
  {
    version: 12,
    name: 'Auth service: personal API keys',
    // The partial unique index allows one enabled personal key per user, even under concurrent creation.
    sql: `
      CREATE TABLE api_keys (
        id TEXT PRIMARY KEY,
        client_id TEXT NOT NULL UNIQUE,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        type TEXT NOT NULL DEFAULT 'PersonalKey',
        name TEXT NOT NULL,
        description TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('enabled', 'disabled')),
        created TEXT NOT NULL,
        disabled_at TEXT
      ) STRICT;
      CREATE UNIQUE INDEX api_keys_one_enabled ON api_keys (user_id) WHERE state = 'enabled';
      CREATE INDEX api_keys_by_user ON api_keys (user_id, created);
    `,
  },
  {
    version: 13,
    name: 'feedback messages and entity edit history',
    sql: `
      CREATE TABLE feedback (
        id INTEGER PRIMARY KEY,
        text TEXT NOT NULL,
        email TEXT,
        page_url TEXT,
        user_agent TEXT,
        created TEXT NOT NULL
      ) STRICT;

      CREATE TABLE entity_edits (
        id INTEGER PRIMARY KEY,
        uri TEXT NOT NULL,
        editor_id TEXT NOT NULL,
        json TEXT NOT NULL,
        created TEXT NOT NULL
      ) STRICT;
      CREATE INDEX entity_edits_by_uri ON entity_edits (uri, id);
    `,
  },
  {
    version: 20,
    name: 'content service: entries (draft + published), assets, webhook outbox',
    // Fields are JSON keyed by field then locale (Contentful's CMA shape); the content service reads them into
    // memory, so no per-field columns. origin = 'seed' until an editor saves the entry (re-seeding skips it then).
    sql: `
      CREATE TABLE content_entries (
        id TEXT PRIMARY KEY,
        content_type TEXT NOT NULL,
        seq INTEGER NOT NULL,
        draft_fields TEXT NOT NULL,
        version INTEGER NOT NULL,
        published_fields TEXT,
        published_version INTEGER,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        published_at TEXT,
        first_published_at TEXT,
        origin TEXT NOT NULL DEFAULT 'editor'
      ) STRICT;
      CREATE INDEX content_entries_by_type ON content_entries (content_type, seq);

      CREATE TABLE content_assets (
        id TEXT PRIMARY KEY,
        file TEXT NOT NULL,
        file_name TEXT NOT NULL,
        mime TEXT NOT NULL,
        width INTEGER NOT NULL,
        height INTEGER NOT NULL,
        size INTEGER NOT NULL,
        fields TEXT NOT NULL,
        created_at TEXT NOT NULL,
        published_at TEXT NOT NULL
      ) STRICT;

      -- Webhook deliveries: written in the same transaction as the publish, sent and retried from here.
      CREATE TABLE content_webhook_outbox (
        id INTEGER PRIMARY KEY,
        topic TEXT NOT NULL,
        entry_id TEXT NOT NULL,
        content_type TEXT NOT NULL,
        url TEXT NOT NULL,
        body TEXT NOT NULL,
        status TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        last_status INTEGER,
        last_error TEXT,
        created_at TEXT NOT NULL,
        delivered_at TEXT
      ) STRICT;
      CREATE INDEX content_webhook_due ON content_webhook_outbox (status, next_attempt_at);
    `,
  },
  {
    version: 21,
    name: 'content service: entries by creation order',
    // Creating an entry takes MAX(seq) + 1: without this index a full scan, which made creating the 15,000
    // entries of `npm run data:content` quadratic (36 s; 2 s with it).
    sql: 'CREATE INDEX content_entries_by_seq ON content_entries (seq);',
  },
  {
    version: 22,
    name: 'media of every kind (sound, video, 3D beside images) and moved records',
    // The media table is seeded (emptied and refilled on every seed version), so it is made again rather than
    // altered: a sound recording or a 3D model has no preview image, and its file lives under media/, not images/.
    sql: `
      DROP TABLE media;
      CREATE TABLE media (
        hash TEXT PRIMARY KEY,
        url TEXT NOT NULL,
        record_id TEXT NOT NULL,
        -- Under images/: the 400 px preview (images, a film's poster frame); NULL when the media has none.
        preview_file TEXT,
        -- Under images/ for an image (its full size), under media/ for anything else (the file itself).
        full_file TEXT,
        mime TEXT NOT NULL,
        width INTEGER NOT NULL,
        height INTEGER NOT NULL,
        -- Seconds, for sound and video.
        duration REAL
      ) STRICT;
      CREATE INDEX media_by_record ON media (record_id);

      -- Records Europeana re-identified: the Record API answers the old identifier with the record under its new one.
      CREATE TABLE record_moves (old_id TEXT PRIMARY KEY, new_id TEXT NOT NULL) STRICT;
    `,
  },
  {
    version: 23,
    name: 'every item an annotation targets',
    // A linking annotation targets several items (`target: [uri, uri, …]`) and the Annotation API finds it by
    // `target_record_id` from each of them; `annotations.target_record_id` keeps the first only. Seeded like
    // `annotations` (emptied and refilled on every seed version).
    sql: `
      CREATE TABLE annotation_targets (aid INTEGER NOT NULL, record_id TEXT NOT NULL, PRIMARY KEY (record_id, aid)) STRICT, WITHOUT ROWID;
    `,
  },
  {
    version: 24,
    name: 'full text of records (fulltext.{lang} of the Search API)',
    // Seeded (emptied and refilled on every seed version). One row per record and language; `rid` is the
    // record's row in `records`. Searched by `fulltext:` queries, highlighted by the `hits` profile.
    sql: `
      CREATE VIRTUAL TABLE fulltext_fts USING fts5(
        text, lang UNINDEXED, rid UNINDEXED,
        tokenize = 'unicode61 remove_diacritics 2'
      );
    `,
  },
  {
    version: 25,
    name: 'Auth service: project API keys beside the personal one',
    // One enabled personal key per user still; project keys (granted by the API provider on request) are not counted.
    sql: `
      DROP INDEX api_keys_one_enabled;
      CREATE UNIQUE INDEX api_keys_one_enabled_personal ON api_keys (user_id) WHERE state = 'enabled' AND type = 'PersonalKey';
    `,
  },
  {
    version: 26,
    name: 'analytics: page views and site searches of the Matomo tracking API',
    // One row per tracking request (services/analytics/routes.ts); `dimensions` is a JSON object of the custom
    // dimensions sent (`{"1": "Greece"}`).
    sql: `
      CREATE TABLE analytics_hits (
        id INTEGER PRIMARY KEY,
        site_id INTEGER NOT NULL,
        visitor_id TEXT NOT NULL,
        url TEXT NOT NULL,
        action_name TEXT,
        referrer TEXT,
        search_keyword TEXT,
        search_category TEXT,
        search_count INTEGER,
        dimensions TEXT NOT NULL,
        created TEXT NOT NULL
      ) STRICT;
      CREATE INDEX analytics_hits_site ON analytics_hits (site_id, id);
    `,
  },
];
