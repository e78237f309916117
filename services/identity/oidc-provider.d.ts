/**
 * The part of oidc-provider 9's API the identity provider uses. The package ships no type declarations (and
 * there is no @types package for v9), so these are written from its source (node_modules/oidc-provider/lib).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AdapterPayload {
    readonly [key: string]: unknown;
    readonly grantId?: string;
    readonly userCode?: string;
    readonly uid?: string;
    readonly consumed?: unknown;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface ClientModel {
    readonly clientId: string;
    readonly postLogoutRedirectUris?: readonly string[];
    readonly redirectUris?: readonly string[];
    grantTypeAllowed(type: string): boolean;
  }

  export interface GrantModel {
    readonly jti: string;
    readonly accountId?: string;
    addOIDCScope(scope: string): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface SessionModel {
    readonly accountId?: string;
    readonly uid: string;
  }

  /** The token handed to extraTokenClaims (AccessToken or ClientCredentials). */
  export interface TokenModel {
    readonly kind: string;
    readonly accountId?: string;
    readonly clientId?: string;
    readonly sessionUid?: string;
    readonly sid?: string;
  }

  export interface OidcParams {
    readonly [key: string]: unknown;
    readonly ui_locales?: string;
    readonly scope?: string;
    readonly id_token_hint?: string;
  }

  export interface KoaContextWithOIDC {
    body: unknown;
    type: string;
    status: number;
    readonly host: string;
    readonly oidc: {
      readonly params?: OidcParams;
      readonly client?: ClientModel;
      readonly session?: SessionModel & { grantIdFor(clientId: string): string | undefined };
      readonly result?: { readonly consent?: { readonly grantId?: string } };
      readonly provider: Provider;
    };
  }

  export interface Account {
    readonly accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface InteractionDetails {
    readonly uid: string;
    readonly prompt: { readonly name: string; readonly reasons: readonly string[]; readonly details: Readonly<Record<string, unknown>> };
    readonly params: OidcParams & { readonly client_id?: string };
    readonly session?: { readonly accountId: string };
    readonly grantId?: string;
  }

  export interface InteractionResult {
    readonly login?: { readonly accountId: string; readonly remember?: boolean };
    readonly consent?: { readonly grantId: string };
    readonly error?: string;
    readonly error_description?: string;
  }

  export type Configuration = Record<string, unknown>;

  export interface GrantConstructor {
    new (init: { clientId: string; accountId: string }): GrantModel;
    find(id: string): Promise<GrantModel | undefined>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly issuer: string;
    readonly Grant: GrantConstructor;
    readonly Session: {
      findByUid(uid: string): Promise<SessionModel | undefined>;
      /** The session of the browser's session cookie (an empty one without). */
      get(ctx: { req: IncomingMessage; res: ServerResponse }): Promise<SessionModel>;
    };
    readonly Client: { prototype: { postLogoutRedirectUriAllowed(this: ClientModel, value: string): boolean } };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: InteractionResult, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export const errors: {
    readonly InvalidTarget: new (description?: string) => Error;
  };
}
