/** Same export settings as the site's next.config.js. */
const nextConfig = { output: 'export', trailingSlash: false, images: { unoptimized: true }, reactStrictMode: true };
export default nextConfig;
