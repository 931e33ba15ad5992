"""Tests of the database: schema, migrations, repository, queue, counts."""
