/**
 * The library's public API in one version, as its published package's type
 * declarations describe it. Produced by `extractApiModel`, compared with the
 * docs by `checkDrift`, cached as JSON under `.generated/api-model/`.
 */

/** JSDoc facts that matter to a reader. */
export interface ApiDocTags {
  /** Text of `@default`, trimmed (`50`, `'music'`). */
  default?: string;
  /** Text of `@deprecated` (may be empty when the tag has no text). */
  deprecated?: string;
}

export interface ApiParam extends ApiDocTags {
  name: string;
  /** The declared type as written in the declaration file. */
  type: string;
  /** `?`, a rest parameter, or an initializer. */
  optional: boolean;
  /** The parameter is destructured (`{ a, ...rest }`): the docs may give it any name. */
  pattern?: boolean;
}

/** One call signature (a function may be overloaded). */
export interface ApiSignature {
  params: ApiParam[];
  returns: string;
}

export interface ApiFunction extends ApiDocTags {
  name: string;
  signatures: ApiSignature[];
}

export interface ApiField extends ApiDocTags {
  name: string;
  type: string;
  optional: boolean;
}

export interface ApiEnumMember extends ApiDocTags {
  name: string;
  /** The literal value when the declaration gives one (`'playback-state'`, `2`); absent for native constants. */
  value?: string | number;
}

export interface ApiEnum extends ApiDocTags {
  name: string;
  members: ApiEnumMember[];
}

/** An exported interface or object type alias (unions are merged: a field missing from one branch is optional). */
export interface ApiObjectType extends ApiDocTags {
  name: string;
  fields: ApiField[];
}

export interface ApiEvent extends ApiDocTags {
  /** Member name of the `Event` enum. */
  name: string;
  value?: string | number;
  /** Payload fields, when the package types them; `undefined` when it does not say. */
  payload?: ApiField[];
  /** The payload's type as the payload map declares it (`PlaybackErrorEvent`, `never`). */
  payloadType?: string;
}

export interface ApiModel {
  /** Package name and version the model was read from. */
  package: { name: string; version: string };
  /** Functions of the default export (`TrackPlayer.x`), by name. */
  functions: ApiFunction[];
  /** Members of the `Event` enum with their payloads. */
  events: ApiEvent[];
  /** Exported `use*` functions. */
  hooks: ApiFunction[];
  enums: ApiEnum[];
  objects: ApiObjectType[];
  /** Every name exported from the entry point (named exports and `default`). */
  exports: string[];
}
