-- Searches match letter case and accents aside ('chloe' finds 'Chloé', 'elise' finds 'Élise'):
-- lib/list-query.ts textMatch folds both the column and the typed text with this function. Without
-- an extension (PGlite has no unaccent): the accented letters of the languages of Canada's names.
CREATE FUNCTION fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(translate(value, 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿŸ',
                                'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOOooooooUUUUuuuuYyyY'))
$$;
