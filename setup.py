"""Package layout only; everything else (metadata, dependencies, tools) is in pyproject.toml.

The top-level resources/ folder (catalog, fonts, translations, icons, pilot scripts, examples)
travels inside the wheel as app/_resources, where app.infra.resources finds it. pyproject.toml
cannot map a folder outside the package tree without listing every package by hand.
"""

from setuptools import find_packages, setup

setup(
    packages=[*find_packages(include=["app", "app.*"]), "app._resources"],
    package_dir={"app._resources": "resources"},
    # setuptools' scratch space: not build/ itself, which holds the PyInstaller spec and scripts.
    options={"build": {"build_base": "build/setuptools"}},
)
