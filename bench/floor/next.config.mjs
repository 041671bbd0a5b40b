// The floor app for the BFF benchmark: one route handler, nothing else. Built with webpack: Turbopack
// resolves its project root to the repository and bundles the console's middleware into it.
const nextConfig = { poweredByHeader: false };
export default nextConfig;
