// Images imported by code are emitted beside the chunks (webpack asset modules): the import is their URL.
declare module '*.webp' {
  const url: string;
  export default url;
}
// A file imported with '?url' is emitted beside the chunks (webpack.config.ts): the import is its URL.
declare module '*?url' {
  const url: string;
  export default url;
}
// Stylesheets are extracted into CSS files per chunk (webpack.config.ts): the import only ties the
// file to the importing module's chunk, which webpack loads it with.
declare module '*.css';
