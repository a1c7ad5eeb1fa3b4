# Non-ASCII text before the failing expression: markers count characters, not bytes.
prix = {"café": 3, "thé": 2}
libellé = "crème brûlée"
total = prix["café"] + prix["thé"] + libellé
