import 'react';

declare module 'react' {
  interface ImgHTMLAttributes<T> extends HTMLAttributes<T> {
    /**
     * The image's fetch priority, written as the HTML attribute: React 18 passes an attribute it
     * does not know through as given, and warns of the `fetchPriority` spelling (React 19's).
     */
    fetchpriority?: 'high' | 'low' | 'auto';
  }
}
