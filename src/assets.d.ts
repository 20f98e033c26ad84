// Images imported by code are emitted beside the chunks (webpack asset modules): the import is their URL.
declare module '*.webp' {
  const url: string;
  export default url;
}
