// The bundler (esbuild) takes in the style sheet; to the type checker it is a module with no exports.
declare module "*.css";
