'use client';
// The loading placeholder: the theme's skeleton recipe on a div, which is all Chakra's Skeleton is. Its
// module also builds SkeletonCircle and SkeletonText and so brings Circle and Stack along (0.4 KB gzip
// on every list's first load); the console draws only plain skeleton blocks.
import { createRecipeContext, type SkeletonProps } from '@chakra-ui/react';

export const Skeleton = createRecipeContext({ key: 'skeleton' }).withContext<HTMLDivElement, SkeletonProps>('div');
