// The floor app for the BFF benchmark: one route handler, nothing else.
const nextConfig = { poweredByHeader: false };
export default nextConfig;
