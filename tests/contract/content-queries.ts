/**
 * The query shapes the portal sends (after portal.js `packages/portal/src/graphql/`, summarised in
 * shared/reference/graphql-queries.md), written out so the contract tests run exactly these documents.
 * Nested collections always carry a `limit` (a collection without one counts 100 towards the cost bound, as
 * on Contentful).
 */
const IMAGE = 'contentType description height title url width';
const IMAGE_WITH_ATTRIBUTION = `name creator provider license url image { ${IMAGE} }`;
const PROFILE = 'fit sizes focus quality overlay crop background';
const ILLUSTRATION = `name nameEN: name(locale: "en-GB") image { ${IMAGE} } url profile { ${PROFILE} }`;
const CTA = `name nameEN: name(locale: "en-GB") text relatedLink { url text } image { ${ILLUSTRATION} }`;
const ARTICLE_PARTS = `
  __typename
  ... on ContentTypeRichText { headline text }
  ... on Embed { name embed height }
  ... on ImageWithAttribution { ${IMAGE_WITH_ATTRIBUTION} }
  ... on ImageComparison { name hasPartCollection(limit: 2) { items { ${IMAGE_WITH_ATTRIBUTION} } } }
  ... on Link { text url }`;
const RELATED = 'sys { id } __typename name identifier datePublished primaryImageOfPage { image { url contentType description } }';

export const HOME_PAGE = `query HomePage($locale: String!, $preview: Boolean = false, $identifier: String, $date: DateTime) {
  homePageCollection(preview: $preview, locale: $locale, order: datePublished_DESC, limit: 1, where: { identifier: $identifier, datePublished_lte: $date }) {
    items {
      name identifier headline description
      sectionsCollection(limit: 3) { items { ... on PrimaryCallToAction { ${CTA} } } }
      image { ${IMAGE} }
      primaryImageSetOfPageCollection(limit: 1, order: sys_publishedAt_DESC) { items { hasPartCollection(limit: 10) { items { ... on ImageWithAttribution { ${IMAGE_WITH_ATTRIBUTION} } } } } }
    }
  }
}`;

export const BROWSE_STATIC_PAGE = `query BrowseStaticPage($identifier: String!, $locale: String!, $site: String = "www.europeana.eu", $preview: Boolean = false) {
  browsePageCollection(preview: $preview, locale: $locale, where: { identifier: $identifier, site: $site }, limit: 1) {
    items {
      identifier name headline description image { ${IMAGE} }
      hasPartCollection(limit: 20) {
        items {
          __typename
          ... on CardGroup {
            headline description
            hasPartCollection(limit: 28) {
              items {
                __typename
                ... on AutomatedEntityCard { name nameEN: name(locale: "en-GB") identifier description slug entityImage: image }
                ... on AutomatedRecordCard { identifier encoding }
                ... on CuratedCard { name nameEN: name(locale: "en-GB") description url image { ${IMAGE} } }
              }
            }
            moreButton { url text }
          }
          ... on AutomatedCardGroup { genre moreButton { url text } }
          ... on ContentTypeRichText { headline text }
          ... on PrimaryCallToAction { ${CTA} }
        }
      }
    }
  }
  staticPageCollection(preview: $preview, locale: $locale, where: { identifier: $identifier, site: $site }, limit: 1) {
    items {
      identifier name description automatedTranslation image { ${IMAGE} }
      hasPartCollection(limit: 40) {
        items {
          ${ARTICLE_PARTS}
          ... on AutomatedCardGroup { genre moreButton { url text } }
          ... on PrimaryCallToAction { ${CTA} }
        }
      }
      relatedLinks { identifier name linksCollection(limit: 10) { items { text url } } }
    }
  }
}`;

export const LANDING_PAGE = `query LandingPage($identifier: String!, $locale: String!, $site: String = "www.europeana.eu", $preview: Boolean = false) {
  landingPageCollection(preview: $preview, locale: $locale, where: { identifier: $identifier, site: $site }, limit: 1) {
    items {
      identifier name description image { ${IMAGE} } headline text relatedLink { url text } relatedLinkDescription
      primaryImageOfPage { ${IMAGE_WITH_ATTRIBUTION} nameEN: name(locale: "en-GB") }
      hasPartCollection(limit: 20) {
        items {
          __typename
          ... on IllustrationGroup { name text hasPartCollection(limit: 20) { items { ${ILLUSTRATION} } } }
          ... on InfoCardGroup { name text hasPartCollection(limit: 12) { items { name text image { ${ILLUSTRATION} } } } }
          ... on ImageCard { name text image { ${IMAGE_WITH_ATTRIBUTION} } profile { ${PROFILE} } link { url text } }
          ... on ImageCardGroup { name text hasPartCollection(limit: 6) { items { name text image { ${IMAGE_WITH_ATTRIBUTION} } profile { ${PROFILE} } } } }
          ... on LandingSubSection {
            name text
            hasPartCollection(limit: 6) {
              items {
                __typename
                ... on InfoCardGroup { name hasPartCollection(limit: 12) { items { name text image { image { url } } } } }
                ... on ContentTypeRichText { text }
                ... on PrimaryCallToAction { ${CTA} }
              }
            }
          }
          ... on EmbedSection { name text embed { embed } }
          ... on PrimaryCallToAction { ${CTA} }
        }
      }
    }
  }
}`;

export const EXHIBITION_LANDING_PAGE = `query ExhibitionLandingPage($identifier: String!, $locale: String!, $preview: Boolean = false) {
  exhibitionPageCollection(preview: $preview, locale: $locale, where: { identifier: $identifier }, limit: 1) {
    items {
      identifier name headline description datePublished text genre
      primaryImageOfPage { ${IMAGE_WITH_ATTRIBUTION} }
      hasPartCollection(limit: 20) { items { name identifier primaryImageOfPage { ${IMAGE_WITH_ATTRIBUTION} } } }
      credits contentWarning { name description } categoriesCollection(limit: 10) { items { name identifier } } relatedLink
    }
  }
}`;

export const EXHIBITION_CHAPTER_PAGE = `query ExhibitionChapterPage($locale: String!, $identifier: String!, $preview: Boolean = false) {
  exhibitionPageCollection(preview: $preview, locale: $locale, where: { identifier: $identifier }, limit: 1) {
    total
    items {
      name identifier credits contentWarning { name description } relatedLink genre
      hasPartCollection(limit: 40) {
        items {
          name identifier headline description
          primaryImageOfPage { ${IMAGE_WITH_ATTRIBUTION} }
          categoriesCollection(limit: 10) { items { name identifier } }
          hasPartCollection(limit: 40) { items { ${ARTICLE_PARTS} } }
        }
      }
    }
  }
}`;

export const EXHIBITION_CREDITS_PAGE = `query ExhibitionCreditsPage($locale: String!, $identifier: String!, $preview: Boolean = false) {
  exhibitionPageCollection(preview: $preview, locale: $locale, where: { identifier: $identifier }, limit: 1) {
    items { name identifier credits relatedLink genre hasPartCollection(limit: 20) { items { identifier name primaryImageOfPage { image { url contentType } } } } }
  }
}`;

export const EXHIBITION_FOYER_PAGE = `query ExhibitionFoyerPage($locale: String!, $preview: Boolean = false, $limit: Int = 20, $skip: Int = 0) {
  exhibitionPageCollection(preview: $preview, locale: $locale, order: datePublished_DESC, limit: $limit, skip: $skip) {
    total skip limit items { identifier name description primaryImageOfPage { image { ${IMAGE} } } }
  }
}`;

export const STORY_PAGE = `query StoryPage($identifier: String!, $locale: String!, $preview: Boolean = false) {
  storyCollection(preview: $preview, locale: $locale, where: { identifier: $identifier }, limit: 1) {
    items {
      sys { id publishedAt firstPublishedAt }
      identifier name nameEN: name(locale: "en-GB") headline headlineEN: headline(locale: "en-GB") description datePublished relatedLink
      categoriesCollection(limit: 10) { items { name identifier } }
      genre
      primaryImageOfPage { ${IMAGE_WITH_ATTRIBUTION} }
      hasPartCollection(limit: 40) {
        items {
          ${ARTICLE_PARTS}
          ... on ImageTextSlideGroup { name hasPartCollection(limit: 3) { items { image { ${IMAGE_WITH_ATTRIBUTION} } text citation } } }
        }
      }
      authorCollection(limit: 10) { items { name affiliation url } }
      contentWarning { name description }
    }
  }
}`;

export const STORIES_PAGE = `query StoriesPage($locale: String!, $preview: Boolean = false, $query: String = "") {
  storiesPageCollection(preview: $preview, locale: $locale, limit: 1) {
    items {
      headline description image { url description }
      primaryCallToAction { ${CTA} }
      featuredStory { __typename ... on Story { sys { id } name headline identifier primaryImageOfPage { image { ${IMAGE} } } categoriesCollection(limit: 10) { items { identifier } } } }
    }
  }
  storyCollection(preview: $preview, locale: $locale, limit: 1, where: { name_contains: $query }) { total }
}`;

export const STORIES_MINIMAL = `query StoriesMinimal($locale: String!, $preview: Boolean = false, $query: String = "", $excludeSysId: String = "") {
  exhibitionPageCollection(preview: $preview, locale: $locale, order: datePublished_DESC, limit: 150, where: { name_exists: true, name_contains: $query, sys: { id_not: $excludeSysId } }) {
    total items { __typename date: datePublished sys { id } cats: categoriesCollection(limit: 5) { items { id: identifier } } }
  }
  storyCollection(preview: $preview, locale: $locale, order: datePublished_DESC, limit: 1000, where: { name_exists: true, name_contains: $query, sys: { id_not: $excludeSysId } }) {
    total items { __typename date: datePublished sys { id } cats: categoriesCollection(limit: 5) { items { id: identifier } } }
  }
}`;

export const STORIES_BY_SYS_ID = `query StoriesBySysId($locale: String!, $preview: Boolean = false, $ids: [String]!, $limit: Int!, $query: String = "") {
  exhibitionPageCollection(preview: $preview, locale: $locale, limit: $limit, where: { sys: { id_in: $ids }, name_contains: $query }) {
    items { __typename sys { id } identifier name primaryImageOfPage { image { url contentType width height } } }
  }
  storyCollection(preview: $preview, locale: $locale, limit: $limit, where: { sys: { id_in: $ids }, name_contains: $query }) {
    items { __typename sys { id } identifier name primaryImageOfPage { image { url contentType width height } } }
  }
}`;

export const LATEST_EDITORIAL_CONTENT = `query LatestEditorialContent($locale: String!, $preview: Boolean = false, $limit: Int = 1, $query: String = "") {
  exhibitionPageCollection(preview: $preview, locale: $locale, order: datePublished_DESC, limit: $limit, where: { name_contains: $query }) { items { ${RELATED} } }
  storyCollection(preview: $preview, locale: $locale, order: datePublished_DESC, limit: $limit, where: { name_contains: $query }) { items { ${RELATED} } }
}`;

export const ENTITY_RELATED_CONTENT = `query EntityRelatedContent($locale: String!, $preview: Boolean = false, $limit: Int = 4, $entityUri: String!, $query: String = "") {
  exhibitionPageCollection(preview: $preview, locale: $locale, limit: $limit, where: { relatedLink_contains_some: [$entityUri], name_contains: $query }) { items { ${RELATED} } }
  storyCollection(preview: $preview, locale: $locale, limit: $limit, where: { relatedLink_contains_some: [$entityUri], name_contains: $query }) { items { ${RELATED} } }
}`;

export const THEME_RELATED_CONTENT = `query ThemeRelatedContent($locale: String!, $preview: Boolean = false, $limit: Int = 4, $theme: String!, $query: String = "") {
  exhibitionPageCollection(preview: $preview, locale: $locale, limit: $limit, where: { genre_contains_some: [$theme], name_contains: $query }) { items { ${RELATED} } }
  storyCollection(preview: $preview, locale: $locale, limit: $limit, where: { genre_contains_some: [$theme], name_contains: $query }) { items { ${RELATED} } }
}`;

export const THEME_PAGE = `query ThemePage($locale: String!, $identifier: String!, $preview: Boolean = false) {
  themePage: themePageCollection(preview: $preview, locale: $locale, where: { identifier: $identifier }, limit: 1) {
    items {
      identifier name description primaryImageOfPage { url image { ${IMAGE} } }
      hasPartCollection(limit: 10) {
        items {
          __typename
          ... on TopicGroup { headline hasPartCollection(limit: 20) { items { ... on AutomatedEntityCard { identifier name slug } } } }
          ... on PersonGroup { headline hasPartCollection(limit: 20) { items { ... on AutomatedEntityCard { identifier name slug } } } }
          ... on GalleryGroup { headline }
          ... on PrimaryCallToAction { ${CTA} }
          ... on CardGroup { headline hasPartCollection(limit: 28) { items { ... on AutomatedRecordCard { identifier encoding } } } moreButton { url text } }
        }
      }
    }
  }
}`;

export const THEMES = `query Themes($locale: String!, $preview: Boolean = false) {
  themePageCollection(preview: $preview, locale: $locale, limit: 1000, order: name_ASC) { total items { identifier name description primaryImageOfPage { url image { ${IMAGE} } } } }
}`;

export const THEMES_BY_ID = `query ThemesById($locale: String!, $identifiers: [String]!, $preview: Boolean = false) {
  themePageCollection(preview: $preview, locale: $locale, limit: 1000, where: { identifier_in: $identifiers }) { items { identifier name primaryImageOfPage { url image { ${IMAGE} } } } }
}`;

export const CATEGORIES = `query Categories($locale: String!, $preview: Boolean = false) {
  categoryCollection(preview: $preview, locale: $locale, limit: 1000, order: name_ASC) { items { identifier name } }
}`;

export const FEATURE_IDEAS_PAGE = `query FeatureIdeasPage($locale: String!, $preview: Boolean = false) {
  featureIdeasPageCollection(preview: $preview, locale: $locale, limit: 1) {
    items { name description image { url description } text hasPartCollection(limit: 20) { items { name identifier text image { image { ${IMAGE} } } } } }
  }
}`;

export const ASSET_BY_ID = `query AssetById($id: String!, $locale: String!, $preview: Boolean = false) {
  asset(id: $id, locale: $locale, preview: $preview) { ${IMAGE} }
}`;
