package profile

import (
	"errors"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models"
)

func (h *Handlers) listCategories(c *gin.Context) {
	cats, err := h.Profile.ListCategories(c.Request.Context())
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, web.WithVersionedThumbnails(cats...))
}

func (h *Handlers) getCategory(c *gin.Context) {
	id, ok := web.PathID(c, "id")
	if !ok {
		return
	}
	cat, err := h.Profile.CategoryByID(c.Request.Context(), id)
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusOK, web.WithVersionedThumbnails(*cat)[0])
}

type categoryInput struct {
	Name      string `json:"name"`
	Thumbnail string `json:"thumbnail"`
}

// The category form's refusals.
const (
	errCategoryNameEmpty   apperr.Code = "profile.category_name_empty"
	errCategoryNameLong    apperr.Code = "profile.category_name_too_long"
	errCategoryThumbLong   apperr.Code = "profile.category_thumbnail_too_long"
	errCategoryExists      apperr.Code = "profile.category_exists"
	errCategoryHasProfiles apperr.Code = "profile.category_in_use"
)

func (in categoryInput) validate() error {
	switch name := strings.TrimSpace(in.Name); {
	case name == "":
		return apperr.New(errCategoryNameEmpty).WithField("name", errCategoryNameEmpty, nil)
	case len(name) > 100:
		return apperr.New(errCategoryNameLong).WithField("name", errCategoryNameLong, nil)
	case len(in.Thumbnail) > 500:
		return apperr.New(errCategoryThumbLong)
	}
	return nil
}

func (h *Handlers) createCategory(c *gin.Context) {
	h.saveCategory(c, &models.Category{}, http.StatusCreated)
}

func (h *Handlers) updateCategory(c *gin.Context) {
	id, ok := web.PathID(c, "id")
	if !ok {
		return
	}
	cat, err := h.Profile.CategoryByID(c.Request.Context(), id)
	if err != nil {
		web.Fail(c, err)
		return
	}
	h.saveCategory(c, cat, http.StatusOK)
}

func (h *Handlers) saveCategory(c *gin.Context, cat *models.Category, status int) {
	var in categoryInput
	if !web.BindJSON(c, &in) {
		return
	}
	if err := in.validate(); err != nil {
		web.Fail(c, err)
		return
	}
	cat.Name = strings.TrimSpace(in.Name)
	if in.Thumbnail != "" || cat.ID == 0 {
		cat.Thumbnail = in.Thumbnail
	}
	if err := h.Profile.SaveCategory(c.Request.Context(), cat); err != nil {
		if errors.Is(err, models.ErrDuplicate) {
			err = apperr.New(errCategoryExists)
		}
		web.Fail(c, err)
		return
	}
	c.JSON(status, web.WithVersionedThumbnails(*cat)[0])
}

func (h *Handlers) deleteCategory(c *gin.Context) {
	id, ok := web.PathID(c, "id")
	if !ok {
		return
	}
	err := h.Profile.DeleteCategory(c.Request.Context(), id)
	if errors.Is(err, models.ErrInUse) {
		err = apperr.New(errCategoryHasProfiles)
	}
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.Status(http.StatusNoContent)
}
