-- The files screen keeps the name an image had on the uploader's computer and finds images by it.
ALTER TABLE "files" ADD COLUMN "original_name" text;
