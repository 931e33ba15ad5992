"""The packages, found rather than listed (a new subpackage can never be left out of the wheel), plus
migrations/ shipped as labeler._migrations: package discovery cannot see a mapped folder."""

from setuptools import find_packages, setup

setup(packages=[*find_packages(include=["labeler", "labeler.*"]), "labeler._migrations", "labeler._migrations.versions"])
